import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './analytics.handlers';
import * as routes from './analytics.routes';

export function registerAnalytics(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.getAnalyticsSummary, handlers.getAnalyticsSummary);
  app.openapi(routes.getEventAnalytics, handlers.getEventAnalytics);
}
