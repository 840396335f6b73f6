import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as generationHandlers from './generation.handlers';
import * as generationRoutes from './generation.routes';
import * as optionsHandlers from './options.handlers';
import * as optionsRoutes from './options.routes';
import * as searchHandlers from './recipient-search.handlers';
import * as searchRoutes from './recipient-search.routes';
import * as trackerHandlers from './tracker.handlers';
import * as trackerRoutes from './tracker.routes';

export { generateTickets } from './generation.service';

/** The box office: finding a recipient, the form's choices, issuing, and the tracker. */
export function registerManualTickets(app: OpenAPIHono<AppEnv>) {
  app.openapi(searchRoutes.searchUsers, searchHandlers.searchUsers);
  app.openapi(optionsRoutes.getTicketGenerationOptions, optionsHandlers.getTicketGenerationOptions);
  app.openapi(generationRoutes.generateTickets, generationHandlers.generateTickets);
  app.openapi(trackerRoutes.listManualTickets, trackerHandlers.listManualTickets);
  app.openapi(trackerRoutes.getManualTicketSummary, trackerHandlers.getManualTicketSummary);
}
