import { z } from '@hono/zod-openapi';
import { cookieAuth, documentedProblem, jsonContent, problems } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { salesHistoryExample } from './examples';
import { SalesHistoryItem, SalesHistoryQuery } from './sales-history.schemas';
import { resellerNotFound } from './sales-history.service';

export const getResellerSalesHistory = defineRoute({
  method: 'get',
  path: '/api/reseller/sales-history',
  operationId: 'getResellerSalesHistory',
  tags: ['Resellers'],
  summary: "A reseller's sales history",
  description:
    "The reseller's own sales, newest first: the manual tickets they issued and the completed orders bought through their affiliate code (not the code owner's own purchases). " +
    "`dateFrom` and `dateTo` are days on Kuala Lumpur's calendar, both inclusive (default: the 366 days to today); dateFrom after dateTo, or more than 366 days, is a 422. " +
    'Times are instants; pages show them on Kuala Lumpur time. Paged (`pageSize` default 20, at most 100; the total in `X-Total-Count`). ' +
    "Resellers only (the role itself: 'You need reseller access to view this page'); an admin names the reseller with `resellerId` (422 without it, 404 for no such user). A reseller naming anyone else gets 403.",
  security: cookieAuth,
  request: { query: SalesHistoryQuery },
  responses: {
    200: {
      ...jsonContent(z.array(SalesHistoryItem), 'One page of sales', salesHistoryExample),
      headers: totalCountHeader,
    },
    ...problems(403, 422),
    404: documentedProblem(resellerNotFound(), 'An admin named a reseller that does not exist'),
  },
});
