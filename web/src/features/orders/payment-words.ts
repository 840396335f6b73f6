import { cardBrandName, paymentMethodLabel } from '@pentas/openapi';
import type { OrderDetail } from './queries';

type Payment = NonNullable<OrderDetail['payment']>;

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
