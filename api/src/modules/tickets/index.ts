import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './tickets.handlers';
import * as routes from './tickets.routes';

export function registerTickets(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listMyTickets, handlers.listMyTickets);
  app.openapi(routes.getTicketSigningKey, handlers.getTicketSigningKey);
  app.openapi(routes.getTicketQr, handlers.getTicketQr);
  app.openapi(routes.transferTicket, handlers.transferTicket);
  app.openapi(routes.scanTicket, handlers.scanTicket);
  app.openapi(routes.checkInTicket, handlers.checkInTicket);
  app.openapi(routes.testScanTicket, handlers.testScanTicket);
}
