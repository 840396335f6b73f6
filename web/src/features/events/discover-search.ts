import { type CategorySlug, categorySlugs, countries, dateFilters } from '@pentas/openapi';
import { eventQueries } from './queries';

export const DISCOVER_PAGE_SIZE = 9;

export interface DiscoverSearch {
  q?: string;
  category?: CategorySlug;
  location?: (typeof countries)[number];
  date?: (typeof dateFilters)[number];
  page?: number;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The discover page's URL search params, checked by hand (no schema library in the entry bundle). */
export function validateDiscoverSearch(search: Record<string, unknown>): DiscoverSearch {
  const q = typeof search.q === 'string' ? search.q.slice(0, 100) : undefined;
  const page = Number(search.page);
  return {
    q: q || undefined,
    category: oneOf(categorySlugs, search.category),
    location: oneOf(countries, search.location),
    date: oneOf(dateFilters, search.date),
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined,
  };
}

/** Up to three page numbers around the current one. */
export function pageWindow(page: number, lastPage: number): number[] {
  const start = Math.max(1, Math.min(page - 1, lastPage - 2));
  const end = Math.min(lastPage, start + 2);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

/** The page of events the discover page shows for its search (its route's loader and the page). */
export function discoverQuery(search: DiscoverSearch) {
  return eventQueries.page({ ...search, page: search.page ?? 1, pageSize: DISCOVER_PAGE_SIZE });
}
