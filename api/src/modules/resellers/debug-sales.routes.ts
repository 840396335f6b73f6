import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { AttributionRow, DebugSalesQuery } from './debug-sales.schemas';
import { attributionExample } from './examples';

export const debugAffiliateSales = defineRoute({
  method: 'get',
  path: '/api/admin/debug-affiliate-sales',
  operationId: 'debugAffiliateSales',
  tags: ['Resellers'],
  summary: 'Raw affiliate attribution rows',
  description:
    "For checking a disputed sale: every order that carries an affiliate code, in any state, newest first, with its code and owner, buyer, amount and status, and whether the reseller figures count it (`counted`) or why not (`notCountedBecause`: not completed, the code owner's own purchase, or a manual order). " +
    "Filter by `code` or `orderId`. Paged (`pageSize` default 20, at most 100; the total in `X-Total-Count`). Admins only: 'You need admin access to view this page'.",
  security: cookieAuth,
  request: { query: DebugSalesQuery },
  responses: {
    200: {
      ...jsonContent(z.array(AttributionRow), 'One page of attribution rows', attributionExample),
      headers: totalCountHeader,
    },
    ...problems(403, 422),
  },
});
