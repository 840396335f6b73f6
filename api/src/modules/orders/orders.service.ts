import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.service';
import { releaseHold } from '../checkout/checkout.queries';
import { completePaidOrder } from './complete-order';
import { deleteOrderRow, findOrder, lockOrder, ordersOfUser } from './orders.queries';

/** Spec 'GET /api/my-orders': the signed-in user's own orders only. */
export async function listMyOrders(deps: AppDeps, user: SessionUser) {
  return (await ordersOfUser(deps.db, user.id)).map(({ order, eventTitle, items }) => ({
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    currency: order.currency,
    totalAmount: fromMinor(order.totalMinor),
    serviceFee: fromMinor(order.serviceFeeMinor),
    eventId: order.eventId,
    eventTitle,
    failureReason: order.failureReason,
    orderItems: items.map(({ item, typeName }) => ({
      id: item.id,
      quantity: item.quantity,
      unitPrice: fromMinor(item.unitPriceMinor),
      ticketType: { name: typeName },
    })),
  }));
}

/**
 * Spec 'Order status': only the owner's pending or cancelled orders can be deleted. Deleting a
 * pending one gives its held stock back and cancels its payment intent first.
 */
export async function deleteMyOrder(deps: AppDeps, user: SessionUser, orderId: string) {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.userId !== user.id) throw notFound('Order not found.');
  if (order.status === 'completed') {
    throw conflict('Completed orders with tickets cannot be deleted. Contact support if needed.', 'order_completed');
  }
  if (order.status === 'failed') throw conflict('Failed orders are kept as a record of the payment.', 'order_failed');
  if (order.status === 'pending' && order.paymentIntentId) {
    // Paid but not yet settled (the webhook is on its way): it is completed, never deleted.
    const intent = await deps.payments.retrieveIntent(order.paymentIntentId);
    if (intent.status === 'succeeded') {
      await completePaidOrder(deps, order.id, order.paymentIntentId);
      throw conflict('This order has been paid: its tickets are in your dashboard.', 'order_completed');
    }
  }
  if (order.status === 'pending') {
    await deps.db.transaction((tx) => releaseHold(tx, order.id, 'cancelled', 'Deleted by the buyer.'));
    if (order.paymentIntentId)
      await deps.payments
        .cancelIntent(order.paymentIntentId)
        .catch((err) => deps.log.warn({ err, orderId }, 'intent not cancelled'));
  }
  await deps.db.transaction(async (tx) => {
    // Only if nothing paid it in the meantime (a late success completes it and keeps it).
    const now = await lockOrder(tx, orderId);
    if (now?.status !== 'cancelled')
      throw conflict('This order was paid meanwhile and cannot be deleted.', 'order_completed');
    await deleteOrderRow(tx, orderId);
  });
  return { message: 'Order deleted' };
}
