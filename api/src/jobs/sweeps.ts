import type { AppDeps } from '../context';
import { pruneRateLimits } from '../lib/rate-limit';
import { releaseHold } from '../modules/orders/holds';
import { cancelStalePending, findLapsedHolds } from '../modules/orders/orders.queries';
import { cancelOrComplete, wasPaid } from '../modules/orders/settle-payment';

/** Spec: pending orders are auto-cancelled after 24 hours. */
const PENDING_ORDER_HOURS = 24;

/**
 * Lapsed holds (decisions.md item 5). An order with a payment intent is settled with the provider first
 * (settle-payment: cancelled there, then read back), so a payment that succeeded before a crash or a
 * closed tab is completed with the stock it still holds, never released unpaid-for. Each release is
 * one conditional statement on the order, so several instances sweeping at once release each hold
 * exactly once. Answers how many holds went back and how many orders turned out paid.
 */
export async function releaseLapsedHolds(deps: AppDeps) {
  const lapsed = await findLapsedHolds(deps.db, 500);
  let released = 0;
  let paid = 0;
  for (const order of lapsed) {
    if (order.paymentIntentId) {
      const settled = await cancelOrComplete(deps, order.id, order.paymentIntentId);
      if (wasPaid(settled)) {
        paid += 1;
        continue;
      }
      // Cancelled, still processing, or the provider silent: the hold goes back all the same. A
      // payment that succeeds later finds its stock again or is refunded (complete-order.ts).
    }
    if (await releaseHold(deps.db, order.id, 'cancelled', 'The checkout hold expired.')) {
      released += 1;
    }
  }
  return { released, paid };
}

/** Pending orders older than 24 hours become cancelled (their holds have long been released). */
export async function cancelStalePendingOrders(deps: AppDeps) {
  return cancelStalePending(deps.db, PENDING_ORDER_HOURS);
}

/** Runs the sweeps (holds, stale orders, old rate-limit counters) every minute until stopped. */
export function startSweeps(deps: AppDeps, everyMs = 60_000) {
  let running = false;
  const run = async () => {
    // A sweep that asks a slow provider about many orders may outlast the minute: never two at once.
    if (running) return;
    running = true;
    try {
      const { released, paid } = await releaseLapsedHolds(deps);
      const cancelled = await cancelStalePendingOrders(deps);
      await pruneRateLimits(deps.db);
      if (released || paid || cancelled) deps.log.info({ released, paid, cancelled }, 'checkout sweep');
    } catch (err) {
      deps.log.error({ err }, 'checkout sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
