import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as orderPageHandlers from './order-page.handlers';
import * as orderPageRoutes from './order-page.routes';
import * as handlers from './orders.handlers';
import * as routes from './orders.routes';

// Orders own stock: every write of a ticket type's sold quantity is in this module.
export { completePaidOrder } from './complete-order';
export { HoldRefused, holdOrderInOneCall } from './hold-batches';
export { holdItems, releaseHold, StockShort } from './holds';
export { insertOrder, issueTickets, markPaymentConfirming } from './orders.queries';
export { orderById, orderOfIntent } from './orders.service';
export {
  cancelStalePendingOrders,
  type HoldBatch,
  releaseLapsedHolds,
  settleConfirmingPayments,
} from './sweeps';

export function registerOrders(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listMyOrders, handlers.listMyOrders);
  app.openapi(orderPageRoutes.getOrder, orderPageHandlers.getOrder);
  app.openapi(routes.deleteOrder, handlers.deleteOrder);
}
