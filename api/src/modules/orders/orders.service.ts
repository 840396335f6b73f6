import { m } from '@pentas/i18n/messages';
import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { FAILURE } from './failure-reasons';
import { releaseHold } from './holds';
import {
  deleteCancelledOrder,
  findOrder,
  findOrderAndHold,
  findOrderByIntent,
  itemsOf,
  ordersOfUser,
} from './orders.queries';
import { refundStatusOf } from './refund-status';
import { settleBeforeGivingUp } from './settle-payment';

/** The order a payment intent pays for (checkout's confirm calls and the provider's webhooks ask). */
export const orderOfIntent = (deps: AppDeps, paymentIntentId: string) => findOrderByIntent(deps.db, paymentIntentId);

/** An order as it is now, or undefined. */
export const orderById = (deps: AppDeps, orderId: string) => findOrder(deps.db, orderId);

/** An order, and whether its hold is live by the database's clock (resuming its checkout asks). */
export const orderAndHold = (deps: AppDeps, orderId: string) => findOrderAndHold(deps.db, orderId);

/** An order's lines: ticket type, quantity and the price it was held at (starting it again asks). */
export const orderLines = (deps: AppDeps, orderId: string) => itemsOf(deps.db, orderId);

/** `GET /api/my-orders`: the signed-in user's own orders only. */
export async function listMyOrders(deps: AppDeps, user: SessionUser) {
  return (await ordersOfUser(deps.db, user.id)).map(
    ({ order, eventTitle, eventTitleMs, eventStartsAt, eventTimeZone, validTickets, items }) => ({
      id: order.id,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      currency: order.currency,
      totalAmount: fromMinor(order.totalMinor),
      serviceFee: fromMinor(order.serviceFeeMinor),
      refunded: fromMinor(order.refundedMinor),
      refundStatus: refundStatusOf(order, validTickets),
      eventId: order.eventId,
      eventTitle,
      eventTitleMs,
      eventDateTime: eventStartsAt.toISOString(),
      eventTimeZone,
      failureReason: order.failureReason,
      expiresAt: order.status === 'pending' ? (order.holdExpiresAt?.toISOString() ?? null) : null,
      startedAgainAs: order.startedAgainAs,
      orderItems: items.map(({ item, typeName }) => ({
        id: item.id,
        quantity: item.quantity,
        unitPrice: fromMinor(item.unitPriceMinor),
        ticketType: { name: typeName },
      })),
    }),
  );
}

/**
 * Only the owner's pending or cancelled orders can be deleted (a completed one has tickets). A pending
 * order's payment is made final first (its intent cancelled at the provider, then read back:
 * settle-payment), and only then are its stock given back and its row removed, each by a conditional
 * statement. A payment that went through anyway completes the order (or refunds it), which is then kept.
 */
export async function deleteMyOrder(deps: AppDeps, user: SessionUser, orderId: string) {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.userId !== user.id) throw notFound(said(m.problem_order_not_found));
  if (order.status === 'completed') throw completedOrder();
  if (order.status === 'failed') throw conflict(said(m.problem_checkout_failed_orders_kept), 'order_failed');
  if (order.status === 'pending') {
    await settleBeforeGivingUp(deps, order);
    await releaseHold(deps.db, order.id, 'cancelled', FAILURE.deletedByBuyer);
  }
  if (!(await deleteCancelledOrder(deps.db, orderId))) {
    // Gone (a second click) or no longer cancelled: say what it is now.
    const now = await findOrder(deps.db, orderId);
    if (!now) throw notFound(said(m.problem_order_not_found));
    throw now.status === 'completed'
      ? completedOrder()
      : conflict(said(m.problem_checkout_cannot_delete_now), 'order_changed');
  }
  return { message: 'Order deleted' };
}

const completedOrder = () => conflict(said(m.toast_completed_order_text), 'order_completed');
