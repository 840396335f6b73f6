import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './tickets.handlers';
import * as routes from './tickets.routes';

export function registerTickets(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listMyTickets, handlers.listMyTickets);
}
