import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { orders } from '../db/schema';
import { pruneRateLimits } from '../lib/rate-limit';
import { releaseHold } from '../modules/checkout/checkout.queries';

/** Spec: pending orders are auto-cancelled after 24 hours. */
const PENDING_ORDER_HOURS = 24;

/**
 * Lapsed holds give their stock back and their payment intents are cancelled (DECISIONS item 5).
 * Each release is one conditional statement on the order, so several instances sweeping at once
 * release each hold exactly once.
 */
export async function releaseLapsedHolds(deps: AppDeps) {
  const lapsed = await deps.db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.holdExpiresAt, sql`now()`)))
    .limit(500);
  let released = 0;
  for (const order of lapsed) {
    const mine = await deps.db.transaction((tx) =>
      releaseHold(tx, order.id, 'cancelled', 'The checkout hold expired.'),
    );
    if (!mine) continue;
    released += 1;
    if (order.paymentIntentId) {
      await deps.payments
        .cancelIntent(order.paymentIntentId)
        .catch((err) => deps.log.warn({ err, orderId: order.id }, 'intent not cancelled'));
    }
  }
  return released;
}

/** Pending orders older than 24 hours become cancelled (their holds have long been released). */
export async function cancelStalePendingOrders(deps: AppDeps) {
  const rows = await deps.db
    .update(orders)
    .set({ status: 'cancelled', failureReason: 'Not paid within 24 hours.', updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.status, 'pending'),
        sql`${orders.holdExpiresAt} is null`,
        lt(orders.createdAt, sql`now() - make_interval(hours => ${PENDING_ORDER_HOURS})`),
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/** Runs the sweeps (holds, stale orders, old rate-limit counters) every minute until stopped. */
export function startSweeps(deps: AppDeps, everyMs = 60_000) {
  const run = async () => {
    try {
      const released = await releaseLapsedHolds(deps);
      const cancelled = await cancelStalePendingOrders(deps);
      await pruneRateLimits(deps.db);
      if (released || cancelled) deps.log.info({ released, cancelled }, 'checkout sweep');
    } catch (err) {
      deps.log.error({ err }, 'checkout sweep failed');
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
