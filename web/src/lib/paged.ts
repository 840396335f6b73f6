import { unwrap } from '@pentas/openapi';

/** One page of a paged list, with how many rows match over all pages (the API's X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * A paged call's rows and its X-Total-Count (the rows alone if a proxy dropped the header).
 * The catalog's `eventQueries.page` keeps its own three lines of this: a module the landing page
 * shared with the admin pages would be one more file on the landing page (budget.spec.ts).
 */
export async function withTotal<T>(call: Promise<{ data?: T[]; error?: unknown; response: Response }>) {
  const result = await call;
  const items = await unwrap(Promise.resolve(result));
  return { items, total: Number(result.response.headers.get('x-total-count') ?? items.length) } as Page<T>;
}

/** For 'Load more': the next page's number while the pages loaded hold fewer rows than the total. */
export function nextPageNumber<T>(last: Page<T>, pages: Page<T>[], lastPage: number): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? lastPage + 1 : undefined;
}
