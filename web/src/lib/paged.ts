import type { Page } from '@pentas/openapi';

/**
 * A 'Load more' list's pages as one: every row loaded so far, and the total the newest page counts
 * (`X-Total-Count`; rows added meanwhile are in the newest count, so the button and 'Showing n of
 * total' agree with `nextPageNumber`).
 */
export function loadedRows<T>(pages: Page<T>[]): { rows: T[]; total: number } {
  return { rows: pages.flatMap((page) => page.items), total: pages[pages.length - 1]?.total ?? 0 };
}

/**
 * For a 'Load more' list (an infinite query): the number of the page after those loaded, or
 * undefined once every row the total counts is there.
 */
function nextPageNumber<T>(_last: Page<T>, pages: Page<T>[]): number | undefined {
  const { rows, total } = loadedRows(pages);
  return rows.length < total && pages[pages.length - 1].items.length > 0 ? pages.length + 1 : undefined;
}

/** An infinite query's paging for a 'Load more' list: pages numbered from 1, the next while rows remain. */
export const numberedPages: { initialPageParam: number; getNextPageParam: typeof nextPageNumber } = {
  initialPageParam: 1,
  getNextPageParam: nextPageNumber,
};
