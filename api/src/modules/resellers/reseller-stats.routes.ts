import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { resellerStatsExample } from './examples';
import { ResellerStats, ResellerStatsQuery } from './reseller-stats.schemas';

export const getResellerStatsFresh = defineRoute({
  method: 'get',
  path: '/api/admin/reseller-stats-fresh',
  operationId: 'getResellerStatsFresh',
  tags: ['Resellers'],
  summary: "Every reseller's sales, fresh",
  description:
    "The reseller monitoring page: per reseller (role reseller), the manual tickets they issued and the completed orders bought through their code (not the code owner's own purchases) in the days asked, computed in the database on every call (`Cache-Control: no-store`). " +
    "`dateFrom` and `dateTo` are days on Kuala Lumpur's calendar, inclusive (default: the 366 days to today; at most 366, dateFrom not after dateTo, else 422). " +
    'Revenue is per currency; `sort=totalRevenue` ranks by revenue counted in MYR at the reference rates. Paged (`pageSize` default 20, at most 100; the total in `X-Total-Count`). ' +
    "Admins only: 'You need admin access to view this page'.",
  security: cookieAuth,
  request: { query: ResellerStatsQuery },
  responses: {
    200: {
      ...jsonContent(z.array(ResellerStats), 'One page of resellers', resellerStatsExample),
      headers: {
        ...totalCountHeader,
        'Cache-Control': {
          description: 'Always fetched fresh',
          schema: { type: 'string' as const, example: 'no-store' },
        },
      },
    },
    ...problems(403, 422),
  },
});
