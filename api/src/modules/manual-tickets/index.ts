import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as allocationHandlers from './allocations.handlers';
import * as allocationRoutes from './allocations.routes';
import * as generationHandlers from './generation.handlers';
import * as generationRoutes from './generation.routes';
import * as optionsHandlers from './options.handlers';
import * as optionsRoutes from './options.routes';
import * as searchHandlers from './recipient-search.handlers';
import * as searchRoutes from './recipient-search.routes';
import * as trackerHandlers from './tracker.handlers';
import * as trackerRoutes from './tracker.routes';

export { grantAllocation } from './allocations.service';
export { generateTickets } from './generation.service';

/** The box office: finding a recipient, the form's choices, issuing, the tracker, allocations and the ledger. */
export function registerManualTickets(app: OpenAPIHono<AppEnv>) {
  app.openapi(searchRoutes.searchUsers, searchHandlers.searchUsers);
  app.openapi(optionsRoutes.getTicketGenerationOptions, optionsHandlers.getTicketGenerationOptions);
  app.openapi(generationRoutes.generateTickets, generationHandlers.generateTickets);
  app.openapi(trackerRoutes.listManualTickets, trackerHandlers.listManualTickets);
  app.openapi(trackerRoutes.getManualTicketSummary, trackerHandlers.getManualTicketSummary);
  app.openapi(allocationRoutes.listAllocations, allocationHandlers.listAllocations);
  app.openapi(allocationRoutes.setAllocation, allocationHandlers.setAllocation);
  app.openapi(allocationRoutes.revokeAllocation, allocationHandlers.revokeAllocation);
  app.openapi(allocationRoutes.getBoxOfficeLedger, allocationHandlers.getBoxOfficeLedger);
  app.openapi(allocationRoutes.recordSettlement, allocationHandlers.recordSettlement);
}
