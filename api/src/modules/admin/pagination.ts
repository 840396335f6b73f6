import { z } from '@hono/zod-openapi';

/**
 * `page` and `pageSize` of the admin lists (query strings, so digits): bounded, so no request reads a
 * whole table. The total goes in `X-Total-Count`, as on the public catalog.
 */
export const PageQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'Page must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1, 'Page starts at 1')
    .optional()
    .openapi({ param: { name: 'page', in: 'query' }, type: 'integer', example: 1 }),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, 'Page size must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, 'Page size must be between 1 and 100')
    .optional()
    .openapi({ param: { name: 'pageSize', in: 'query' }, type: 'integer', example: 20 }),
});

export const DEFAULT_PAGE_SIZE = 20;

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
