import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context';
import * as buyerHandlers from './buyer-refunds.handlers';
import * as buyerRoutes from './buyer-refunds.routes';
import { refundCancelledEvents } from './cancellation-refunds';
import { sendRefunds } from './send-refunds';
import * as staffHandlers from './staff-refunds.handlers';
import * as staffRoutes from './staff-refunds.routes';

export { REFUND_JOB, writeRefund } from './refund-order';
export { settleRefundByHand } from './settle-by-hand';
export { settleProviderRefund } from './settle-provider-refund';

/**
 * The job engine's refund run: a cancelled event's orders written as refunds, then all written refunds
 * sent. The sends run even when the first step fails (refunds already written are not held back by
 * one that could not be); the first failure is thrown after both, for the engine's log.
 */
export async function runRefunds(deps: AppDeps) {
  let failure: unknown;
  const cancelled = await refundCancelledEvents(deps).catch((error: unknown) => {
    failure = error;
    return 0;
  });
  let sent = 0;
  try {
    for (let batch = await sendRefunds(deps); batch > 0; batch = await sendRefunds(deps)) sent += batch;
  } catch (error) {
    failure ??= error;
  }
  if (failure !== undefined) throw failure;
  return { cancelled, sent };
}

/** A buyer's own refunds: the outcome before asking, and asking (decisions.md item 54). */
export function registerBuyerRefunds(app: OpenAPIHono<AppEnv>) {
  app.openapi(buyerRoutes.getRefundQuote, buyerHandlers.getRefundQuote);
  app.openapi(buyerRoutes.requestRefund, buyerHandlers.requestRefund);
}

/** Organizers and admins: an event's orders, refunding them, and answering buyers' refund requests. */
export function registerStaffRefunds(app: OpenAPIHono<AppEnv>) {
  app.openapi(staffRoutes.listEventOrders, staffHandlers.listEventOrders);
  app.openapi(staffRoutes.refundOrder, staffHandlers.refundOrder);
  app.openapi(staffRoutes.listRefundRequests, staffHandlers.listRefundRequests);
  app.openapi(staffRoutes.approveRefundRequest, staffHandlers.approveRefundRequest);
  app.openapi(staffRoutes.refuseRefundRequest, staffHandlers.refuseRefundRequest);
}
