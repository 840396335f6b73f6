import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './events.handlers';
import * as routes from './events.routes';

export function registerEvents(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listEvents, handlers.listEvents);
  app.openapi(routes.getEvent, handlers.getEvent);
  app.openapi(routes.getShareCard, handlers.getShareCard);
  app.openapi(routes.createEvent, handlers.createEvent);
  app.openapi(routes.updateEvent, handlers.updateEvent);
  app.openapi(routes.deleteEvent, handlers.deleteEvent);
  app.openapi(routes.listMyEvents, handlers.listMyEvents);
  app.openapi(routes.getMyEvent, handlers.getMyEvent);
}
