import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import type { PaidWith } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { said } from '../../lib/said';
import { takeOrderUsesAgain } from './code-uses.queries';
import { FAILURE } from './failure-reasons';
import { holdItems, releaseHold, StockShort } from './holds';
import {
  completeHeldOrder,
  fillPaidWith,
  issueTickets,
  itemsOf,
  lockEventOfOrder,
  lockOrder,
  markCompleted,
  markFailed,
} from './orders.queries';

export type CompletionOutcome = 'completed' | 'already_completed' | 'refunded';

/**
 * The one way an order becomes paid, called once the provider says its payment succeeded (a
 * verified webhook, the confirm call, or the demo form). Idempotent and atomic: tickets are issued
 * exactly once however often and in whatever order it is called.
 *
 * - Stock still held: pending → completed and tickets, in one transaction.
 * - Hold lapsed (stock given back): the stock is taken again if it is there (tickets), else the
 *   payment is refunded and the order fails with the reason (decisions.md item 5).
 * - Event deleted: the payment is refunded and the order fails with the reason, whichever came first:
 *   the event's row is share-locked while the order completes, so a deletion waits or is seen.
 *
 * `paidWith` (the provider's word on how it was paid: the receipt's method and reference) is written by
 * the statement that completes the order; a caller that knows it when another completed without it
 * fills it in.
 */
export async function completePaidOrder(
  deps: AppDeps,
  orderId: string,
  paymentIntentId: string,
  paidWith: PaidWith | null,
): Promise<CompletionOutcome> {
  const normal = await deps.db.transaction(async (tx) => {
    if ((await lockEventOfOrder(tx, orderId)) === false) return 'event_gone';
    const order = await completeHeldOrder(tx, orderId, paidWith);
    if (order) await issueTickets(tx, order);
    return order !== undefined;
  });
  if (normal === 'event_gone') return refundForGoneEvent(deps, orderId, paymentIntentId);
  if (normal) return 'completed';

  try {
    const late = await deps.db.transaction(async (tx) => {
      if ((await lockEventOfOrder(tx, orderId)) === false) return 'event_gone' as const;
      const order = await lockOrder(tx, orderId);
      // Deleted: only ever after its intent was cancelled (orders.service), so nothing was paid.
      if (!order) throw notFound(said(m.problem_order_not_found));
      if (order.status === 'completed') {
        if (paidWith && !order.paidWith) await fillPaidWith(tx, orderId, paidWith);
        return 'already_completed';
      }
      if (order.failureReason === FAILURE.lateSoldOut) return 'refunded';
      // Refunded, or to be: its event was deleted (and has been restored since).
      if (order.failureReason === FAILURE.eventGone) return 'refund_again' as const;
      // Its code's uses again with its stock (codes before types); too few left is as sold out.
      if (!(await takeOrderUsesAgain(tx, orderId))) throw new StockShort(0);
      await holdItems(tx, await itemsOf(tx, orderId));
      await markCompleted(tx, orderId, paidWith);
      await issueTickets(tx, order);
      deps.log.info({ orderId }, 'late payment: stock taken again, tickets issued');
      return 'completed' as const;
    });
    if (late === 'event_gone') return await refundForGoneEvent(deps, orderId, paymentIntentId);
    if (late === 'refund_again') {
      await deps.payments.refund(paymentIntentId);
      return 'refunded';
    }
    return late;
  } catch (err) {
    if (!(err instanceof StockShort)) throw err;
    await deps.payments.refund(paymentIntentId);
    await markFailed(deps.db, orderId, FAILURE.lateSoldOut);
    deps.log.warn({ orderId }, 'late payment: sold out, refunded');
    return 'refunded';
  }
}

/**
 * A payment for an order whose event was deleted: the order fails with the reason, giving back any
 * stock it held, then the payment is refunded; an order already completed (the event deleted after)
 * is left as it is. Decided under both rows' locks, the deletion read again. The refund follows the
 * commit, and every later call for the order refunds again (the provider's refund is idempotent per
 * intent), so a crash between the two is refunded on the provider's next delivery.
 */
async function refundForGoneEvent(deps: AppDeps, orderId: string, paymentIntentId: string) {
  const outcome = await deps.db.transaction(async (tx) => {
    // The event's row, then the order's, as completing takes them: never waiting on each other in a circle.
    const open = await lockEventOfOrder(tx, orderId);
    if (open === undefined) throw notFound(said(m.problem_order_not_found));
    if (open) throw new Error('the event came back while its payment was settled: try again');
    const order = await lockOrder(tx, orderId);
    if (order.status === 'completed') return 'already_completed' as const;
    await releaseHold(tx, orderId, 'failed', FAILURE.eventGone);
    await markFailed(tx, orderId, FAILURE.eventGone);
    return 'refund' as const;
  });
  if (outcome === 'already_completed') return outcome;
  await deps.payments.refund(paymentIntentId);
  deps.log.warn({ orderId }, 'payment for a deleted event: refunded');
  return 'refunded' as const;
}
