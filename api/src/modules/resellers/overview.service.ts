import { fromMinor, referenceRatesToMyr } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { dayNumber, localDay, startOfDay } from '../../lib/days';
import type { SessionUser } from '../../lib/session-user';
import { affiliatePerformance, affiliateRevenue } from './affiliate-stats.queries';
import { referenceMyr } from './answer-format';
import { badgesFor } from './badges';
import { RESELLER_ZONE } from './date-range';
import { type PeriodStarts, salesByPeriod } from './overview.queries';
import { whoseHistory } from './sales-history.service';

const PERIODS = ['today', 'last7Days', 'last30Days'] as const;

/** Each period's first day on Kuala Lumpur's calendar, counted back from today (today is day 0). */
export function periodStarts(now = new Date()): PeriodStarts {
  const today = dayNumber(localDay(RESELLER_ZONE, now)) as number;
  return {
    today: startOfDay(today, RESELLER_ZONE),
    last7Days: startOfDay(today - 6, RESELLER_ZONE),
    last30Days: startOfDay(today - 29, RESELLER_ZONE),
  };
}

/**
 * `GET /api/reseller/overview`: the reseller's own sales today, over 7 and over 30 days (count,
 * tickets, money per currency), and their badges, for the top of /reseller (decisions.md item 47).
 */
export async function resellerOverview(deps: AppDeps, user: SessionUser, resellerId: string | undefined) {
  const whose = await whoseHistory(deps, user, resellerId);
  const starts = periodStarts();
  const [rows, performance, revenue] = await Promise.all([
    salesByPeriod(deps.db, whose, starts),
    affiliatePerformance(deps.db, whose),
    affiliateRevenue(deps.db, whose),
  ]);
  const period = (name: (typeof PERIODS)[number]) => {
    const sold = rows.filter((r) => Number(r[`${name}Sales`]) > 0);
    return {
      since: starts[name].toISOString(),
      sales: sold.reduce((sum, r) => sum + Number(r[`${name}Sales`]), 0),
      tickets: sold.reduce((sum, r) => sum + Number(r[`${name}Tickets`]), 0),
      revenue: sold.map((r) => ({ currency: r.currency, amount: fromMinor(Number(r[`${name}Minor`])) })),
    };
  };
  return {
    today: period('today'),
    last7Days: period('last7Days'),
    last30Days: period('last30Days'),
    ...badgesFor({
      sales: performance.paidSales,
      customers: performance.paidCustomers,
      revenueMyrMinor: referenceMyr(revenue),
    }),
    referenceRatesAsOf: referenceRatesToMyr.asOf,
  };
}
