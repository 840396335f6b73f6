import { fromMinor, referenceRatesToMyr } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import type { SessionUser } from '../../lib/session-user';
import { affiliatePerformance, affiliateRevenue } from './affiliate-stats.queries';
import { referenceMyr } from './answer-format';
import { badgesFor } from './badges';
import { salesByPeriod } from './overview.queries';
import { periodStarts } from './period-starts';
import { whoseHistory } from './sales-history.service';

const PERIODS = ['today', 'last7Days', 'last30Days'] as const;

/**
 * `GET /api/reseller/overview`: the reseller's own sales today, over 7 and over 30 days (count,
 * tickets, money per currency), and their badges, for the top of /reseller (decisions.md item 47).
 */
export async function resellerOverview(deps: AppDeps, user: SessionUser, resellerId: string | undefined) {
  const whose = await whoseHistory(deps, user, resellerId);
  const starts = periodStarts();
  const [rows, performance, revenue] = await Promise.all([
    salesByPeriod(deps.db, whose, starts),
    affiliatePerformance(deps.db, whose, starts),
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
