import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import type { SessionUser } from '../../lib/session-user';
import { refundStatusOf } from '../orders';
import { analyticsScope, assertMayViewAnalytics, cachedFigures, loadAnalyticsEvent } from './access';
import {
  type AnalyticsEvent,
  countEvents,
  eventTotals,
  recentOrders,
  revenueByCurrency,
  ticketsSold,
  ticketTypeSales,
} from './analytics.queries';

/** The analytics page shows the 5 most recent transactions: a glance, not an order list. */
const RECENT_TRANSACTIONS = 5;

/**
 * The analytics summary over the caller's events (an admin's: every event). Revenue and fees are
 * per currency, never summed across currencies (decisions.md item 11).
 */
export async function analyticsSummary(deps: AppDeps, user: SessionUser) {
  assertMayViewAnalytics(user);
  const owner = analyticsScope(user);
  return cachedFigures(deps, `summary:${owner ?? 'all'}`, () => computeSummary(deps, owner));
}

async function computeSummary(deps: AppDeps, owner: string | undefined) {
  const [money, sold, eventCount, recent] = await Promise.all([
    revenueByCurrency(deps.db, owner),
    ticketsSold(deps.db, owner),
    countEvents(deps.db, owner),
    recentOrders(deps.db, owner, RECENT_TRANSACTIONS),
  ]);
  return {
    totalRevenue: money.map((m) => ({ currency: m.currency, amount: fromMinor(m.revenueMinor) })),
    serviceFees: money.map((m) => ({ currency: m.currency, amount: fromMinor(m.feesMinor) })),
    totalSales: sold,
    totalEvents: eventCount,
    recentTransactions: recent.map((o) => ({
      id: o.id,
      eventTitle: o.eventTitle,
      userEmail: o.userEmail,
      totalAmount: fromMinor(o.netMinor),
      currency: o.currency,
      status: o.status,
      refundedAmount: fromMinor(o.refundedMinor),
      fullyRefunded: refundStatusOf(o, o.validTickets) === 'refunded',
      createdAt: o.createdAt.toISOString(),
    })),
  };
}

/** One event's analytics: its revenue, tickets sold and per-type breakdown, in its currency. */
export async function eventAnalytics(deps: AppDeps, user: SessionUser, eventId: number) {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  return cachedFigures(deps, `event:${event.id}`, () => computeEventAnalytics(deps, event));
}

async function computeEventAnalytics(deps: AppDeps, event: AnalyticsEvent) {
  const [totals, types] = await Promise.all([eventTotals(deps.db, event.id), ticketTypeSales(deps.db, event.id)]);
  return {
    eventId: event.id,
    currency: event.currency,
    totalRevenue: fromMinor(totals.revenueMinor),
    serviceFees: fromMinor(totals.feesMinor),
    ticketsSold: types.reduce((n, t) => n + t.sold, 0),
    ordersCompleted: totals.orders,
    ticketTypeBreakdown: types.map((t) => ({
      ticketTypeId: t.ticketTypeId,
      name: t.name,
      sold: t.sold,
      revenue: fromMinor(t.revenueMinor),
    })),
  };
}
