/** How a buyer can pay. Shared so the checkout page offers exactly what the server accepts. */
export type PaymentMethod = 'card' | 'fpx' | 'grabpay';

/** decisions.md item 6: card everywhere; FPX for MYR; GrabPay for MYR and SGD; in that order. */
export function paymentMethodsFor(currency: string): PaymentMethod[] {
  return [
    'card',
    ...(currency === 'MYR' ? (['fpx'] as const) : []),
    ...(['MYR', 'SGD'].includes(currency) ? (['grabpay'] as const) : []),
  ];
}

const methodLabels: Record<PaymentMethod, string> = { card: 'Card', fpx: 'FPX', grabpay: 'GrabPay' };

/** A payment method's name for people ('FPX'); a method this build does not know reads as sent. */
export function paymentMethodLabel(method: string): string {
  return methodLabels[method as PaymentMethod] ?? method;
}
