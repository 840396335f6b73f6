import type { AppDeps } from '../../context';
import { assertCan } from '../../lib/access';
import { type Actor, recordAudit } from '../audit';
import { cancelStalePendingOrders, releaseLapsedHolds } from '../orders';

/** At most this many passes of 500 orders per click, so one request never runs unbounded. */
const MAX_PASSES = 20;

/**
 * `POST /api/admin/cancel-pending-payments`: releases every lapsed hold now, with the sweep's own
 * code (releaseLapsedHolds), so it is safe beside the minute sweep on any instance: each hold is
 * released by exactly one of them, and each counts only its own. Payments found to have gone through
 * are completed, not released. The run is many small transactions (the provider is asked about each
 * order between them), so its audit row is written once it ends, with what it did.
 */
export async function cancelPendingPayments(deps: AppDeps, actor: Actor) {
  assertCan(actor.user, 'admin-panel');
  const summary = { ordersCancelled: 0, stockReleased: 0, intentsCancelled: 0, ordersPaid: 0 };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const sweep = await releaseLapsedHolds(deps);
    summary.ordersCancelled += sweep.released;
    summary.stockReleased += sweep.stockReleased;
    summary.intentsCancelled += sweep.intentsCancelled;
    summary.ordersPaid += sweep.paid;
    if (!sweep.more) break;
  }
  await recordAudit(deps.db, actor, { action: 'holds.release_lapsed', targetType: 'orders', after: summary });
  deps.catalogCache.clear();
  return summary;
}

/**
 * `POST /api/admin/run-auto-cancellation`: the 24-hour rule now (cancelStalePendingOrders, the sweep's
 * code): pending orders older than 24 hours are settled with the provider and cancelled, so no order
 * stays pending for good (the stock itself went back when its hold lapsed, decisions.md item 5).
 */
export async function runAutoCancellation(deps: AppDeps, actor: Actor) {
  assertCan(actor.user, 'admin-panel');
  const summary = { totalProcessed: 0, ordersCancelled: 0, stripeIntentsCancelled: 0, ordersPaid: 0 };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const sweep = await cancelStalePendingOrders(deps);
    summary.totalProcessed += sweep.found;
    summary.ordersCancelled += sweep.cancelled;
    summary.stripeIntentsCancelled += sweep.intentsCancelled;
    summary.ordersPaid += sweep.paid;
    if (!sweep.more) break;
  }
  await recordAudit(deps.db, actor, { action: 'orders.auto_cancel', targetType: 'orders', after: summary });
  return summary;
}
