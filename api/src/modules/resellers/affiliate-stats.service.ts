import { m } from '@pentas/i18n/messages';
import { fromMinor, referenceRatesToMyr } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { codeOfUser } from '../affiliates';
import { assertAffiliate } from './access';
import { affiliateEvents, affiliatePerformance, affiliateRevenue, clicksByDay } from './affiliate-stats.queries';
import { isoInstant, isoOrNull, perCurrency, referenceMyr } from './answer-format';
import { badgesFor } from './badges';
import { periodStarts } from './period-starts';

/** The portal shows stats only once a code exists: before that, this 404 says so. */
export const noAffiliateCode = () => notFound(said(m.problem_tickets_no_affiliate_code), 'no_affiliate_code');

/** A ratio rounded to 4 places, 0 when there is nothing to divide by. */
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** A user's name as the portal greets them: first and last name, else the e-mail. */
const displayName = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** `GET /api/admin/affiliate-stats`: the caller's code, its sales, clicks and badges. */
export async function affiliateStats(deps: AppDeps, user: SessionUser) {
  assertAffiliate(user);
  const code = await codeOfUser(deps.db, user.id);
  if (!code) throw noAffiliateCode();
  const [performance, revenue, events, clicks] = await Promise.all([
    affiliatePerformance(deps.db, user.id, periodStarts()),
    affiliateRevenue(deps.db, user.id),
    affiliateEvents(deps.db, user.id, code.id),
    clicksByDay(deps.db, user.id, code.id),
  ]);
  return {
    affiliate: { name: displayName(user), code: code.code },
    performance: {
      totalSales: performance.totalSales,
      ticketsSold: performance.ticketsSold,
      totalRevenue: perCurrency(revenue),
      uniqueCustomers: performance.uniqueCustomers,
      salesLast7Days: performance.salesLast7Days,
      salesLast30Days: performance.salesLast30Days,
      averageOrderValue: revenue.map((r) => ({
        currency: r.currency,
        amount: fromMinor(Math.round(r.minor / r.orders)),
      })),
      lastSaleDate: isoOrNull(performance.lastSaleDate),
      clicks: clicks.totalClicks,
      conversionRate: ratio(performance.totalSales, clicks.totalClicks),
    },
    eventBreakdown: events.map((e) => ({ ...e, eventDate: isoInstant(e.eventDate) })),
    clicksByDay: clicks.days.map((d) => ({ ...d, conversionRate: ratio(d.orders, d.clicks) })),
    ...badgesFor({
      sales: performance.paidSales,
      customers: performance.paidCustomers,
      revenueMyrMinor: referenceMyr(revenue),
    }),
    referenceRatesAsOf: referenceRatesToMyr.asOf,
  };
}
