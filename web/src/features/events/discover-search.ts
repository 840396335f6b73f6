import { type DiscoverSearch, discoverListQuery } from '@pentas/openapi';
import { eventQueries } from './queries';

export { DISCOVER_PAGE_SIZE, type DiscoverSearch } from '@pentas/openapi';

/** Up to three page numbers around the current one. */
export function pageWindow(page: number, lastPage: number): number[] {
  const start = Math.max(1, Math.min(page - 1, lastPage - 2));
  const end = Math.min(lastPage, start + 2);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

/** The page of events the discover page shows for its search (its route's loader and the page). */
export function discoverQuery(search: DiscoverSearch) {
  return eventQueries.page(discoverListQuery(search));
}
