import type { OpenAPIHono } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import * as handlers from './analytics.handlers';
import * as routes from './analytics.routes';
import * as exportHandlers from './exports.handlers';
import * as exports from './exports.routes';
import * as insightHandlers from './insights.handlers';
import * as insights from './insights.routes';

export { tooManyExports } from './export-slots';
export { sendCsv } from './exports.handlers';
export { type CsvExport, csvChunks } from './exports.service';

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('cache-control', 'private, no-store');
});

export function registerAnalytics(app: OpenAPIHono<AppEnv>) {
  // Figures about who bought what are nobody else's: never kept by a browser or proxy cache.
  app.use('/api/my-analytics', noStore);
  app.use('/api/events/:id/analytics/*', noStore);
  app.use('/api/events/:id/analytics', noStore);
  app.openapi(routes.getAnalyticsSummary, handlers.getAnalyticsSummary);
  app.openapi(routes.getEventAnalytics, handlers.getEventAnalytics);
  app.openapi(insights.getLiveSales, insightHandlers.getLiveSales);
  app.openapi(insights.getSalesTrends, insightHandlers.getSalesTrends);
  app.openapi(insights.getCheckInProgress, insightHandlers.getCheckInProgress);
  app.openapi(insights.getSalesAttribution, insightHandlers.getSalesAttribution);
  app.openapi(exports.exportOrdersCsv, exportHandlers.exportOrdersCsv);
  app.openapi(exports.exportAttendeesCsv, exportHandlers.exportAttendeesCsv);
}
