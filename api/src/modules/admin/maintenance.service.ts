import type { AppDeps } from '../../context';
import type { Queryable } from '../../db/client';
import { assertCan } from '../../lib/access';
import { type Actor, recordAudit } from '../audit';
import { cancelStalePendingOrders, type HoldBatch, releaseLapsedHolds } from '../orders';

/** At most this many passes of 500 orders per click, so one request never runs unbounded. */
const MAX_PASSES = 20;

/** A run's figures as its answer and its audit rows give them. */
const runFigures = (b: HoldBatch) => ({
  ordersCancelled: b.released,
  stockReleased: b.stockReleased,
  intentsCancelled: b.intentsCancelled,
  ordersPaid: b.paid,
});

/**
 * `POST /api/admin/cancel-pending-payments`: releases every lapsed hold now, with the sweep's own
 * code (releaseLapsedHolds), so it is safe beside the minute sweep and other runs on any instance:
 * each hold is released by exactly one of them, each paid order completed by one, and each counts only
 * what it changed itself, so parallel runs add up to what happened. The run is many batches (the
 * provider is asked about each order between them): each batch that changed something commits with
 * its own audit row, in its transaction, so a crash mid-run leaves every committed change with its
 * row. A run that changed nothing writes one row saying so.
 */
export async function cancelPendingPayments(deps: AppDeps, actor: Actor) {
  assertCan(actor.user, 'admin-panel');
  const summary = { ordersCancelled: 0, stockReleased: 0, intentsCancelled: 0, ordersPaid: 0 };
  const auditBatch = (tx: Queryable, batch: HoldBatch) =>
    recordAudit(tx, actor, { action: 'holds.release_lapsed', targetType: 'orders', after: runFigures(batch) });
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const sweep = await releaseLapsedHolds(deps, undefined, auditBatch);
    const figures = runFigures(sweep);
    for (const key of Object.keys(summary) as (keyof typeof summary)[]) summary[key] += figures[key];
    if (!sweep.more) break;
  }
  if (!summary.ordersCancelled && !summary.ordersPaid) {
    await recordAudit(deps.db, actor, { action: 'holds.release_lapsed', targetType: 'orders', after: summary });
  }
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
