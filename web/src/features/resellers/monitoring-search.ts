// Only what the route's validateSearch needs: it ships with the route tree, in the landing page's entry.
import { type DateRange, dateRangeSearch } from '@/lib/search-params';
import type { MonitoringFilters, ResellerSort, SortOrder } from './queries';

const sorts: ResellerSort[] = [
  'totalRevenue',
  'totalTicketsSold',
  'totalTransactions',
  'lastSaleDate',
  'resellerEmail',
];

/** The monitoring page's address: the days, and the API's sort (default: revenue, most first). */
export interface MonitoringSearch extends DateRange {
  sort?: ResellerSort;
  order?: SortOrder;
}

export function monitoringSearch(search: Record<string, unknown>): MonitoringSearch {
  return {
    ...dateRangeSearch(search),
    sort: sorts.find((s) => s === search.sort),
    order: search.order === 'asc' || search.order === 'desc' ? search.order : undefined,
  };
}

export function monitoringFilters(search: MonitoringSearch): MonitoringFilters {
  return {
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
    sort: search.sort ?? 'totalRevenue',
    order: search.order ?? 'desc',
  };
}
