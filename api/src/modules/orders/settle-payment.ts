import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { conflict, paymentProviderUnavailable } from '../../lib/errors';
import { said } from '../../lib/said';
import { type CompletionOutcome, completePaidOrder } from './complete-order';

/**
 * Where an unpaid order's payment ended, once it has been made final:
 * - a CompletionOutcome: it had succeeded, and the order is now completed (or refunded);
 * - 'canceled': the intent is cancelled at the provider, so nobody can pay it any more;
 * - 'in_progress': the provider is still processing it (FPX, GrabPay) and will settle it itself;
 * - 'unconfirmed': the provider did not answer; the intent may still be payable.
 */
export type Settlement = CompletionOutcome | 'canceled' | 'in_progress' | 'unconfirmed';

/**
 * Makes an unpaid order's payment final before anyone gives up its hold (a buyer deleting it, the
 * sweep of lapsed holds): the intent is cancelled at the provider first, and only then is the
 * provider asked what it is. Cancelling cannot undo a payment that succeeded (Stripe refuses; the
 * demo provider's cancel is conditional on the same row its confirm updates), so a payment that
 * succeeded before the cancel, or before a crash, or while the buyer closed the tab, is found here
 * and completed with the stock its order still holds. Money taken always ends as tickets or a refund.
 */
export async function cancelOrComplete(deps: AppDeps, orderId: string, paymentIntentId: string): Promise<Settlement> {
  await deps.payments.cancelIntent(paymentIntentId).catch((err) => {
    // Expected when it has just been paid or is processing; the status read below decides.
    deps.log.info({ err, orderId }, 'payment intent not cancelled');
  });
  const intent = await deps.payments.retrieveIntent(paymentIntentId).catch((err) => {
    deps.log.warn({ err, orderId }, 'payment intent could not be read');
    return null;
  });
  if (!intent) return 'unconfirmed';
  if (intent.status === 'succeeded') return completePaidOrder(deps, orderId, paymentIntentId, intent.paidWith);
  if (intent.status === 'canceled') return 'canceled';
  if (intent.status === 'processing') return 'in_progress';
  return 'unconfirmed';
}

/** Whether a settlement means the payment went through (the order has its tickets, or its refund). */
export const wasPaid = (s: Settlement): s is CompletionOutcome =>
  s === 'completed' || s === 'already_completed' || s === 'refunded';

/**
 * For a buyer giving up an unpaid order (deleting it, starting it again): its payment made final
 * (cancelOrComplete), and the answer when the hold may not be given up: paid meanwhile (the order is
 * now completed, or refunded), still processing, or the provider silent (nothing changes). Returns
 * when the intent is cancelled, or when there was none.
 */
export async function settleBeforeGivingUp(deps: AppDeps, order: { id: string; paymentIntentId: string | null }) {
  if (!order.paymentIntentId) return;
  const settled = await cancelOrComplete(deps, order.id, order.paymentIntentId);
  if (wasPaid(settled)) throw paidMeanwhile();
  if (settled === 'in_progress') {
    throw conflict(said(m.problem_checkout_payment_processing), 'payment_processing');
  }
  if (settled === 'unconfirmed') throw paymentProviderUnavailable();
}

export const paidMeanwhile = () => conflict(said(m.problem_checkout_paid_meanwhile), 'order_completed');
