import type { AppDeps } from '../../context';
import { pageWindow } from '../../lib/pagination';
import type { SessionUser } from '../../lib/session-user';
import { assertAdmin } from './access';
import { isoOrNull, perCurrency } from './answer-format';
import { resolveDateRange } from './date-range';
import { type ResellerSort, type ResellerStatsRow, resellerCount, resellerStatsPage } from './reseller-stats.queries';

export interface ResellerStatsInput {
  dateFrom?: string;
  dateTo?: string;
  page?: number;
  pageSize?: number;
  sort?: ResellerSort;
  order?: 'asc' | 'desc';
}

/**
 * One currency list per source. Revenue is money actually paid (attributed orders); box-office
 * tickets are issued value, owed to organizers, shown apart (decisions.md item 29).
 */
function moneyOf(rows: ResellerStatsRow['money']) {
  const of = (source?: 'manual' | 'affiliate') => {
    const sums = new Map<string, number>();
    for (const r of rows ?? []) {
      if (source && r.source !== source) continue;
      sums.set(r.currency, (sums.get(r.currency) ?? 0) + Number(r.minor));
    }
    return perCurrency([...sums].map(([currency, minor]) => ({ currency, minor })));
  };
  const paid = of('affiliate');
  return { issuedValue: of('manual'), affiliateRevenue: paid, totalRevenue: paid };
}

/** `GET /api/admin/reseller-stats-fresh`: every reseller's sales in the days asked, for admins. */
export async function resellerStats(deps: AppDeps, user: SessionUser, input: ResellerStatsInput) {
  assertAdmin(user);
  const range = resolveDateRange(input);
  const [rows, total] = await Promise.all([
    resellerStatsPage(
      deps.db,
      range,
      { sort: input.sort ?? 'totalRevenue', direction: input.order ?? 'desc' },
      pageWindow(input),
    ),
    resellerCount(deps.db),
  ]);
  return {
    total,
    items: rows.map(({ money, events, lastSaleDate, ...row }) => ({
      resellerId: row.resellerId,
      resellerEmail: row.resellerEmail,
      resellerName: row.resellerName,
      affiliateCode: row.affiliateCode,
      manualTicketsSold: row.manualTicketsSold,
      affiliateTicketsSold: row.affiliateTicketsSold,
      totalTicketsSold: row.totalTicketsSold,
      totalTransactions: row.totalTransactions,
      lastSaleDate: isoOrNull(lastSaleDate),
      ...moneyOf(money),
      eventBreakdown: events ?? [],
    })),
  };
}
