import type { PaidWith } from '../../db/schema';

/**
 * How long after a payment its method can still be refunded through the provider; a card has no such
 * limit here. Past it, an admin pays the buyer back by bank transfer. Stripe's pages, checked for issue 29:
 * https://docs.stripe.com/payments/fpx ("FPX payments can be refunded up to 60 days after the original
 * payment") and https://docs.stripe.com/payments/grabpay ("… up to 90 days after the original payment").
 */
const REFUND_WINDOW_DAYS: Record<string, number> = { fpx: 60, grabpay: 90 };

/** What the admin must do instead when the provider can no longer refund this payment; null while it can. */
export function refundByHand(paidWith: PaidWith | null, paidAt: Date | null, now = new Date()): string | null {
  const days = paidWith ? REFUND_WINDOW_DAYS[paidWith.method] : undefined;
  if (days === undefined || !paidAt) return null;
  if (now.getTime() - paidAt.getTime() <= days * 86_400_000) return null;
  const method = paidWith?.method === 'fpx' ? 'FPX' : 'GrabPay';
  return `${method} payments can be refunded for ${days} days only: pay the buyer back by bank transfer, then mark it settled.`;
}
