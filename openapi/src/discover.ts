import { type CategorySlug, categorySlugs, countries, dateFilters } from './catalog';

/**
 * The discover page's search (/events?q=&category=&location=&date=&page=): read the same way by the
 * web app's router and by the server that renders the page for visitors, so both ask the API for the
 * same page of events.
 */
export const DISCOVER_PAGE_SIZE = 9;

export interface DiscoverSearch {
  q?: string;
  category?: CategorySlug;
  location?: (typeof countries)[number];
  date?: (typeof dateFilters)[number];
  page?: number;
}

/** The parameters the discover page reads; any other (but tracking tags) is not part of its search. */
export const DISCOVER_PARAMETERS = ['q', 'category', 'location', 'date', 'page'] as const;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The search as the page uses it: unknown values dropped, the text cut at 100 characters, page 1 left out. */
export function parseDiscoverSearch(search: Record<string, unknown>): DiscoverSearch {
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

/** The catalog query for a search, its keys in the order the web client writes them into the address. */
export function discoverListQuery(search: DiscoverSearch) {
  return {
    q: search.q,
    category: search.category,
    location: search.location,
    date: search.date,
    page: search.page ?? 1,
    pageSize: DISCOVER_PAGE_SIZE,
  };
}
