import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './waiting-list.handlers';
import * as routes from './waiting-list.routes';

// The waiting list (issue 30): docs/design/waiting-list.md. The job engine runs runOffers.
export { runOffers } from './run-offers';

export function registerWaitingList(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.joinWaitingList, handlers.joinWaitingList);
  app.openapi(routes.listMyWaitingList, handlers.listMyWaitingList);
  app.openapi(routes.leaveWaitingList, handlers.leaveWaitingList);
  app.openapi(routes.getPublicWaitingLists, handlers.getPublicWaitingLists);
  app.openapi(routes.getEventWaitingLists, handlers.getEventWaitingLists);
  app.openapi(routes.updateWaitingList, handlers.updateWaitingList);
  app.openapi(routes.offerByHand, handlers.offerByHand);
}
