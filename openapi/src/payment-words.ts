import { cardBrandName, paymentMethodLabel } from './payment-methods';

/** How an order was paid, as its page's API answers it (the order page and the confirmation mail). */
interface Payment {
  method: string | null;
  bank: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** How an order was paid, in words: 'Visa •••• 4242', 'FPX · Maybank2u', 'GrabPay'. */
export function paidWithWords(payment: Payment): string {
  if (payment.method === 'card') {
    const brand = payment.cardBrand ? cardBrandName(payment.cardBrand) : 'Card';
    return payment.cardLast4 ? `${brand} •••• ${payment.cardLast4}` : brand;
  }
  if (payment.method === 'fpx') return payment.bank ? `FPX · ${payment.bank}` : 'FPX';
  return payment.method ? paymentMethodLabel(payment.method) : 'Online payment';
}

/** What the reference is called: FPX asks merchants to show 'FPX transaction ID'. */
export function referenceLabel(payment: Payment): string {
  if (payment.method === 'fpx') return 'FPX transaction ID';
  if (payment.method === 'grabpay') return 'GrabPay transaction ID';
  return 'Payment reference';
}
