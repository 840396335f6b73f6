import { pageQuery } from './input-schemas';

/** The admin lists' paging: at most 100 rows a page. */
export const PageQuery = pageQuery(100, 20);

const DEFAULT_PAGE_SIZE = 20;

/** LIMIT and OFFSET of a page. */
export function pageWindow(query: { page?: number; pageSize?: number }) {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize };
}

export const totalCountHeader = {
  'X-Total-Count': {
    description: 'Rows matching the filters, over all pages',
    schema: { type: 'integer' as const, example: 42 },
  },
};
