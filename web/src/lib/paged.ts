import type { Page } from '@pentas/openapi';

/**
 * For a 'Load more' list (an infinite query): the number of the page after those loaded, or
 * undefined once every row the total counts is there.
 */
export function nextPageNumber<T>(_last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  const total = pages[pages.length - 1]?.total ?? 0;
  return loaded < total && pages[pages.length - 1].items.length > 0 ? pages.length + 1 : undefined;
}
