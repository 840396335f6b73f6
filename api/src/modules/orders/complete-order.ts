import type { AppDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { holdItems, StockShort } from './holds';
import { completeHeldOrder, issueTickets, itemsOf, lockOrder, markCompleted, markFailed } from './orders.queries';

export type CompletionOutcome = 'completed' | 'already_completed' | 'refunded';

export const LATE_SOLD_OUT =
  'The tickets sold out after your hold expired. Your payment has been refunded automatically.';

/**
 * The one way an order becomes paid, called once the provider says its payment succeeded (a
 * verified webhook, the confirm call, or the demo form). Idempotent and atomic: tickets are issued
 * exactly once however often and in whatever order it is called.
 *
 * - Stock still held: pending → completed and tickets, in one transaction.
 * - Hold lapsed (stock given back): the stock is taken again if it is there (tickets), else the
 *   payment is refunded and the order fails with the reason (decisions.md item 5).
 */
export async function completePaidOrder(
  deps: AppDeps,
  orderId: string,
  paymentIntentId: string,
): Promise<CompletionOutcome> {
  const normal = await deps.db.transaction(async (tx) => {
    const order = await completeHeldOrder(tx, orderId);
    if (order) await issueTickets(tx, order);
    return order !== undefined;
  });
  if (normal) return 'completed';

  try {
    return await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      // Deleted: only ever after its intent was cancelled (orders.service), so nothing was paid.
      if (!order) throw notFound('Order not found.');
      if (order.status === 'completed') return 'already_completed';
      if (order.failureReason === LATE_SOLD_OUT) return 'refunded';
      await holdItems(tx, await itemsOf(tx, orderId));
      await markCompleted(tx, orderId);
      await issueTickets(tx, order);
      deps.log.info({ orderId }, 'late payment: stock taken again, tickets issued');
      return 'completed';
    });
  } catch (err) {
    if (!(err instanceof StockShort)) throw err;
    await deps.payments.refund(paymentIntentId);
    await markFailed(deps.db, orderId, LATE_SOLD_OUT);
    deps.log.warn({ orderId }, 'late payment: sold out, refunded');
    return 'refunded';
  }
}
