import { cookieAuth, documentedProblem, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { resellerOverviewExample } from './examples';
import { ResellerOverview, ResellerOverviewQuery } from './overview.schemas';
import { resellerNotFound } from './sales-history.service';

export const getResellerOverview = defineRoute({
  method: 'get',
  path: '/api/reseller/overview',
  operationId: 'getResellerOverview',
  tags: ['Resellers'],
  summary: "A reseller's figures: today, 7 and 30 days, badges",
  description:
    "The top of the reseller's dashboard: their sales (as in the sales history: completed orders, the box-office tickets they issued and the orders bought through their code) since local midnight today, over today and the 6 days before, and over today and the 29 days before, on Kuala Lumpur's calendar; each with its orders, tickets and money per currency (subtotals without the service fee, never added across currencies). " +
    "Also the affiliate portal's badges with how far each has come (paid code sales only). Resellers only (the role itself: 'You need reseller access to view this page'); an admin names the reseller with `resellerId` (422 without it, 404 for no such user). A reseller naming anyone else gets 403.",
  security: cookieAuth,
  request: { query: ResellerOverviewQuery },
  responses: {
    200: jsonContent(ResellerOverview, 'The figures', resellerOverviewExample),
    ...problems(403, 422),
    404: documentedProblem(resellerNotFound(), 'An admin named a reseller that does not exist'),
  },
});
