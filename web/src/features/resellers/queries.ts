import { type components, type operations, unwrap, unwrapPage } from '@pentas/openapi';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { changingFigures } from '@/lib/changing-figures';
import { numberedPages } from '@/lib/paged';
import type { DateRange } from './date-range';

type Schemas = components['schemas'];
export type SalesHistoryItem = Schemas['SalesHistoryItem'];
export type ResellerStats = Schemas['ResellerStats'];
export type ResellerOverview = Schemas['ResellerOverview'];
export type AttributionRow = Schemas['AttributionRow'];
export type AffiliateStats = Schemas['AffiliateStats'];
export type AffiliateBadge = AffiliateStats['badges'][number];
type MonitoringQuery = NonNullable<operations['getResellerStatsFresh']['parameters']['query']>;
export type ResellerSort = NonNullable<MonitoringQuery['sort']>;
export type SortOrder = NonNullable<MonitoringQuery['order']>;

export interface MonitoringFilters extends DateRange {
  sort: ResellerSort;
  order: SortOrder;
}

/** Rows per page ('Load more' asks for the next). */
const RESELLER_PAGE_SIZE = 20;

/** Query keys: ['resellers', …]. */
export const resellerQueries = {
  all: () => ['resellers'] as const,
  /** The signed-in reseller's own sales, newest first. */
  salesHistory: (range: DateRange) =>
    infiniteQueryOptions({
      queryKey: [...resellerQueries.all(), 'sales-history', range],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/reseller/sales-history', {
            params: { query: { ...range, page: pageParam, pageSize: RESELLER_PAGE_SIZE } },
          }),
        ),
      ...numberedPages,
      ...changingFigures,
    }),
  /** The signed-in reseller's figures (today, 7 and 30 days) and badges, for the top of /reseller. */
  overview: () =>
    queryOptions({
      queryKey: [...resellerQueries.all(), 'overview'],
      queryFn: () => unwrap(api.GET('/api/reseller/overview')),
      ...changingFigures,
    }),
  /** Every reseller's figures, always fetched fresh: stale at once, so each visit's loader asks again. */
  monitoring: (filters: MonitoringFilters) =>
    infiniteQueryOptions({
      queryKey: [...resellerQueries.all(), 'monitoring', filters],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/reseller-stats-fresh', {
            params: { query: { ...filters, page: pageParam, pageSize: RESELLER_PAGE_SIZE } },
          }),
        ),
      ...numberedPages,
      ...changingFigures,
    }),
  /** Raw attribution rows for the admins' debug view, newest first. */
  attribution: () =>
    infiniteQueryOptions({
      queryKey: [...resellerQueries.all(), 'attribution'],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/debug-affiliate-sales', {
            params: { query: { page: pageParam, pageSize: RESELLER_PAGE_SIZE } },
          }),
        ),
      ...numberedPages,
      ...changingFigures,
    }),
};

/** The affiliate portal's own code and figures. Query keys: ['affiliate', …]. */
export const affiliateQueries = {
  code: () =>
    queryOptions({
      queryKey: ['affiliate', 'code'],
      queryFn: () => unwrap(api.GET('/api/admin/affiliate-code')),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * The portal's figures and badges for one's own code (404 before the code exists, so asked after
   * it). Sales change with every order: a visit asks again.
   */
  stats: () =>
    queryOptions({
      queryKey: ['affiliate', 'stats'],
      queryFn: () => unwrap(api.GET('/api/admin/affiliate-stats')),
      ...changingFigures,
    }),
};
