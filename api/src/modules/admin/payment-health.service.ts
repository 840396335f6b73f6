import { DEFAULT_TIME_ZONE } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { assertCan } from '../../lib/access';
import type { SessionUser } from '../../lib/session-user';
import { attemptsByMethod, failuresByCode, ordersSince, stuckHolds } from './payment-health.queries';

/** A payment failure rate above 50% counts as high: the panel flags it for an operator to look into. */
const HIGH_FAILURE_RATE_PERCENT = 50;

/**
 * `GET /api/admin/payment-health`: today's failures, orders and failure rate, 'today' being Kuala
 * Lumpur's day (decisions.md item 3), plus what an operator acts on: where the failures are (method,
 * decline code) and holds the sweep has not released (the 'Cancel Pending Payments' button releases them).
 */
export async function paymentHealth(deps: AppDeps, user: SessionUser) {
  assertCan(user, 'admin-panel');
  const [todayOrders, byMethod, byErrorCode, stuck] = await Promise.all([
    ordersSince(deps.db, DEFAULT_TIME_ZONE),
    attemptsByMethod(deps.db, DEFAULT_TIME_ZONE),
    failuresByCode(deps.db, DEFAULT_TIME_ZONE),
    stuckHolds(deps.db),
  ]);
  const attempts = byMethod.reduce((n, m) => n + m.attempts, 0);
  const todayFailures = byMethod.reduce((n, m) => n + m.failures, 0);
  const failureRate = attempts ? Math.round((todayFailures / attempts) * 1000) / 10 : 0;
  return {
    todayFailures,
    todayOrders,
    todayAttempts: attempts,
    failureRate,
    failureRateHigh: failureRate > HIGH_FAILURE_RATE_PERCENT,
    byMethod,
    byErrorCode,
    stuckOrders: {
      count: stuck.orders,
      ticketsHeld: stuck.tickets,
      oldestHoldExpiredAt: stuck.oldestHoldExpiredAt ? new Date(stuck.oldestHoldExpiredAt).toISOString() : null,
    },
  };
}
