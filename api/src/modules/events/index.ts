import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './events.handlers';
import * as routes from './events.routes';

export { findManageableEvent, insertTicketTypes, isOnSale, isOpenEvent } from './events.queries';
export {
  examples,
  ManagedEvent,
  managedEventExample,
  TicketTypeFields,
  TicketTypePublic,
  UpdateTicketTypeBody,
} from './events.schemas';
export {
  countryOf,
  createCatalogCache,
  getPublicEvent,
  listPublicEvents,
  type PublicEvent,
  ticketTypeRow,
  toTicketType,
} from './events.service';
export {
  assertCanManage,
  isAdminChange,
  loadManageableEvent,
  notDeleted,
  restoreEvent,
} from './manage-events.service';
export {
  eventCancelledProblem,
  eventEndedProblem,
  eventSaleState,
  isEnded,
  salesEndedProblem,
  salesNotStartedProblem,
  ticketSaleState,
  windowOf,
} from './sale-state';
export { resolveSalesWindow } from './sales-window';
export { createShareCardCache } from './share-card.service';

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
