import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { cardBrandName, paymentMethodLabel } from './payment-methods';

/** How an order was paid, as its page's API answers it (the order page and the confirmation mail). */
interface Payment {
  method: string | null;
  bank: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * How an order was paid, in words: 'Visa •••• 4242', 'FPX · Maybank2u', 'GrabPay'. In the page's
 * language, or `locale`'s (a mail, a PDF).
 */
export function paidWithWords(payment: Payment, locale?: Locale): string {
  if (payment.method === 'card') {
    const brand = payment.cardBrand ? cardBrandName(payment.cardBrand) : m.payment_card({}, { locale });
    return payment.cardLast4 ? `${brand} •••• ${payment.cardLast4}` : brand;
  }
  if (payment.method === 'fpx') return payment.bank ? `FPX · ${payment.bank}` : 'FPX';
  return payment.method ? paymentMethodLabel(payment.method) : m.payment_online({}, { locale });
}

/** What the reference is called: FPX asks merchants to show 'FPX transaction ID'. */
export function referenceLabel(payment: Payment, locale?: Locale): string {
  if (payment.method === 'fpx') return m.payment_reference_fpx({}, { locale });
  if (payment.method === 'grabpay') return m.payment_reference_grabpay({}, { locale });
  return m.payment_reference({}, { locale });
}
