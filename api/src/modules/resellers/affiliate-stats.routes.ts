import { referenceRatesToMyr } from '@pentas/openapi';
import { cookieAuth, documentedProblem, jsonContent, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { AffiliateStats } from './affiliate-stats.schemas';
import { noAffiliateCode } from './affiliate-stats.service';
import { affiliateStatsExample } from './examples';

export const getAffiliateStats = defineRoute({
  method: 'get',
  path: '/api/admin/affiliate-stats',
  operationId: 'getAffiliateStats',
  tags: ['Affiliates'],
  summary: 'My affiliate performance, clicks and badges',
  description:
    "The affiliate portal's figures for the caller's own code: completed orders attributed to it (pending, failed, refunded and cancelled ones never count, nor the owner's own purchases, nor manual tickets), revenue and average order value per currency (never added across currencies), distinct customers, the last 7 and 30 days, per event, and visits that arrived with `?ref=CODE` (once per browser session) per Kuala Lumpur day with the orders of that day. " +
    `Badges (First Sale 1, Rising Star 10, Sales Champion 50, Sales Legend 100 sales; Revenue Starter RM 1,000 and Revenue Master RM 5,000; People Person 10 and Network Builder 25 customers) are computed here; revenue in other currencies counts at the reference rates of ${referenceRatesToMyr.asOf}. ` +
    "Before the caller has a code: 404 `no_affiliate_code`. For holders of `affiliate-links` (resellers, organizers, admins); anyone else 403 'You need reseller or admin access to view this page'.",
  security: cookieAuth,
  responses: {
    200: jsonContent(AffiliateStats, "The caller's affiliate figures", affiliateStatsExample),
    ...problems(403),
    404: documentedProblem(noAffiliateCode(), 'The caller has no affiliate code yet'),
  },
});
