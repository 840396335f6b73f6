import type { OpenAPIHono } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import * as statsHandlers from './affiliate-stats.handlers';
import * as statsRoutes from './affiliate-stats.routes';
import * as clickHandlers from './clicks.handlers';
import * as clickRoutes from './clicks.routes';
import * as debugHandlers from './debug-sales.handlers';
import * as debugRoutes from './debug-sales.routes';
import * as overviewHandlers from './overview.handlers';
import * as overviewRoutes from './overview.routes';
import * as monitoringHandlers from './reseller-stats.handlers';
import * as monitoringRoutes from './reseller-stats.routes';
import * as historyHandlers from './sales-history.handlers';
import * as historyRoutes from './sales-history.routes';

export { AFFILIATE_REF, issueVisitToken } from './visit-token';

// Who sold what to whom is nobody else's business, and the monitoring page is always fetched fresh:
// no browser or proxy keeps any of these answers.
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('cache-control', 'private, no-store');
});

/** Resellers and affiliates: sales history, the reseller's overview, the affiliate portal's stats, monitoring, clicks. */
export function registerResellers(app: OpenAPIHono<AppEnv>) {
  for (const path of [
    '/api/reseller/sales-history',
    '/api/reseller/overview',
    '/api/admin/affiliate-stats',
    '/api/admin/reseller-stats-fresh',
    '/api/admin/debug-affiliate-sales',
  ]) {
    app.use(path, noStore);
  }
  app.openapi(historyRoutes.getResellerSalesHistory, historyHandlers.getResellerSalesHistory);
  app.openapi(overviewRoutes.getResellerOverview, overviewHandlers.getResellerOverview);
  app.openapi(statsRoutes.getAffiliateStats, statsHandlers.getAffiliateStats);
  app.openapi(monitoringRoutes.getResellerStatsFresh, monitoringHandlers.getResellerStatsFresh);
  app.openapi(debugRoutes.debugAffiliateSales, debugHandlers.debugAffiliateSales);
  app.openapi(clickRoutes.recordAffiliateClick, clickHandlers.recordAffiliateClick);
}
