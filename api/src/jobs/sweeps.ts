import type { AppDeps } from '../context';
import { pruneRateLimits } from '../lib/rate-limit';
import { cancelStalePendingOrders, releaseLapsedHolds, settleConfirmingPayments } from '../modules/orders';

/** Runs the sweeps (holds, stale orders, old rate-limit counters) every minute until stopped. */
export function startSweeps(deps: AppDeps, everyMs = 60_000) {
  let running = false;
  const run = async () => {
    // A sweep that asks a slow provider about many orders may outlast the minute: never two at once.
    if (running) return;
    running = true;
    try {
      const { paid: confirmed } = await settleConfirmingPayments(deps);
      const { released, paid } = await releaseLapsedHolds(deps);
      const { cancelled } = await cancelStalePendingOrders(deps);
      await pruneRateLimits(deps.db);
      if (confirmed || released || paid || cancelled) {
        deps.log.info({ confirmed, released, paid, cancelled }, 'checkout sweep');
      }
    } catch (err) {
      deps.log.error({ err }, 'checkout sweep failed');
    } finally {
      running = false;
    }
  };
  // A first pass at start: a payment this instance took just before it stopped is completed now.
  setImmediate(run);
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
