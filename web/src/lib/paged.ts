import { unwrap } from '@pentas/openapi';

/** One page of a list and the total over all pages (the API's X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Turns a paged list call into its rows and total, or throws ApiError like `unwrap`. */
export async function unwrapPage<T>(
  call: Promise<{ data?: T[]; error?: unknown; response: Response }>,
): Promise<Page<T>> {
  const result = await call;
  const items = await unwrap(Promise.resolve(result));
  return { items, total: Number(result.response.headers.get('x-total-count') ?? items.length) };
}

/**
 * For a 'Load more' list (an infinite query): the number of the page after those loaded, or
 * undefined once every row the total counts is there.
 */
export function nextPageNumber<T>(_last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  const total = pages[pages.length - 1]?.total ?? 0;
  return loaded < total && pages[pages.length - 1].items.length > 0 ? pages.length + 1 : undefined;
}
