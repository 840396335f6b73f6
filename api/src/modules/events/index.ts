import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './events.handlers';
import * as routes from './events.routes';

export function registerEvents(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listEvents, handlers.listEvents);
  app.openapi(routes.getEvent, handlers.getEvent);
}
