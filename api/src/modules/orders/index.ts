import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as orderPageHandlers from './order-page.handlers';
import * as orderPageRoutes from './order-page.routes';
import * as handlers from './orders.handlers';
import * as routes from './orders.routes';

// Orders own stock: every write of a ticket type's sold quantity is in this module.
export { giveBackTicketUses } from './code-uses.queries';
export { completePaidOrder } from './complete-order';
export { FAILURE, failureReasonIn, failureWords } from './failure-reasons';
export { HoldRefused, holdOrderInOneCall } from './hold-batches';
export { giveBackInTypeOrder, holdItems, releaseHold, StockShort } from './holds';
export { keepAddedStockForList, WAITING_LIST_CHANNEL } from './holds.queries';
export {
  givenBackPerType,
  netServiceFee,
  netSubtotal,
  netTicketsOfOrder,
  ordersAsO,
  owedBack,
  paidThroughUs,
  refundedPerType,
} from './net-figures';
export { orderForMail, orderPage } from './order-page.service';
export {
  OrderRefund,
  OrderRefundRequest,
  orderRefundExample,
  orderRefundRequestExample,
  refundRequestView,
  refundView,
} from './order-refunds.schemas';
export { insertOrder, issueTickets, markPaymentConfirming, validTickets } from './orders.queries';
export { OrderIdParam } from './orders.schemas';
export { orderAndHold, orderById, orderLines, orderOfIntent } from './orders.service';
export { orderStatusWords, refundStatusOf } from './refund-status';
export { reservedLeftOf } from './reserved-stock';
export { paidMeanwhile, settleBeforeGivingUp } from './settle-payment';
export {
  claimStartAgain,
  dropStartAgainClaim,
  linkStartAgain,
  unlinkStartAgain,
} from './start-again.queries';
export {
  cancelStalePendingOrders,
  type HoldBatch,
  releaseLapsedHolds,
  settleConfirmingPayments,
} from './sweeps';
export {
  heldPerTicketType,
  heldTicketsOf,
  holdingOrderSql,
  isPaidOrder,
  paidOrderSql,
  ticketCounts,
} from './ticket-counts';
export {
  releaseFreedToSale,
  setWaitingList,
  takeForOffer,
  typesWithFreedStock,
} from './waiting-list-stock.queries';

export function registerOrders(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listMyOrders, handlers.listMyOrders);
  app.openapi(orderPageRoutes.getOrder, orderPageHandlers.getOrder);
  app.openapi(routes.deleteOrder, handlers.deleteOrder);
}
