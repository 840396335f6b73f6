import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './ticket-types.handlers';
import * as routes from './ticket-types.routes';

export function registerTicketTypes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.addTicketType, handlers.addTicketType);
  app.openapi(routes.updateTicketType, handlers.updateTicketType);
}
