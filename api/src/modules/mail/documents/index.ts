import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../context';
import * as handlers from './documents.handlers';
import * as routes from './documents.routes';

/** The order page's documents (issue 28): its PDFs to download and its confirmation sent again. */
export function registerDocuments(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.downloadOrderTickets, handlers.downloadOrderTickets);
  app.openapi(routes.downloadOrderReceipt, handlers.downloadOrderReceipt);
  app.openapi(routes.downloadTicket, handlers.downloadTicket);
  app.openapi(routes.resendConfirmation, handlers.resendConfirmation);
}
