import { randomBytes, randomInt } from 'node:crypto';
import type { PaidWith } from '../../db/schema';

export type DemoPayment =
  | { method: 'card'; cardNumber: string }
  | { method: 'fpx'; bank: string }
  | { method: 'grabpay' };

/** A card's brand by its first digits, as Stripe names it; null when it is none of the common ones. */
function cardBrandOf(number: string) {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return null;
}

/** FPX's transaction ids are 16 digits. */
const fpxTransactionId = () => Array.from({ length: 16 }, () => randomInt(10)).join('');

/**
 * How a demo payment was made, as Stripe's charge would say it: a card's brand and last four (never
 * the number), FPX's bank and a transaction id, GrabPay's transaction id.
 */
export function demoPaidWith(payment: DemoPayment): PaidWith {
  const none = { bank: null, cardBrand: null, cardLast4: null };
  if (payment.method === 'fpx') return { ...none, method: 'fpx', reference: fpxTransactionId(), bank: payment.bank };
  if (payment.method === 'grabpay') {
    return { ...none, method: 'grabpay', reference: `GP${randomBytes(8).toString('hex').toUpperCase()}` };
  }
  const number = payment.cardNumber.replace(/\s/g, '');
  return {
    ...none,
    method: 'card',
    reference: `ch_demo_${randomBytes(12).toString('hex')}`,
    cardBrand: cardBrandOf(number),
    cardLast4: number.slice(-4),
  };
}
