import { fpxBankName, fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { maskEmail } from '../../lib/masked-email';
import { can } from '../../lib/permissions';
import type { SessionUser } from '../../lib/session-user';
import { findOrderForPage, linesOfOrder, ticketsOfOrder } from './order-page.queries';

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderForPage>>>['order'];

/**
 * Who may open an order's page (decisions.md item 35): its buyer, and platform staff (the admin-panel
 * permission) answering a buyer's question. Nobody else learns that it exists: the event's organizer,
 * another buyer and a reseller get the same 404 as for an unknown id.
 */
const mayOpen = (user: SessionUser, order: OrderRow) => order.userId === user.id || can(user.role, 'admin-panel');

/** How it was paid, as its receipt says it; null when nothing was charged (unpaid, free, box office). */
function paymentOf(order: OrderRow) {
  if (order.status !== 'completed' || !order.paymentIntentId) return null;
  const paid = order.paidWith;
  return {
    method: paid?.method ?? null,
    reference: paid?.reference ?? order.paymentIntentId,
    bank: paid?.bank ? fpxBankName(paid.bank) : null,
    cardBrand: paid?.cardBrand ?? null,
    cardLast4: paid?.cardLast4 ?? null,
    providerPaymentId: order.paymentIntentId,
  };
}

/** `GET /api/orders/{id}`: the order's page (its confirmation and receipt), for its buyer and staff only. */
export async function orderPage(deps: AppDeps, user: SessionUser, orderId: string) {
  const found = await findOrderForPage(deps.db, orderId);
  if (!found || !mayOpen(user, found.order)) throw notFound('Order not found.');
  const { order, event, account } = found;
  const [lines, tickets] = await Promise.all([linesOfOrder(deps.db, orderId), ticketsOfOrder(deps.db, orderId)]);
  return {
    id: order.id,
    number: order.id.slice(0, 8),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    failureReason: order.failureReason,
    yours: order.userId === user.id,
    issuedByBoxOffice: order.isManual,
    currency: order.currency,
    subtotal: fromMinor(order.totalMinor),
    serviceFee: fromMinor(order.serviceFeeMinor),
    total: fromMinor(order.totalMinor + order.serviceFeeMinor),
    lines: lines.map((line) => ({
      ticketType: line.typeName,
      quantity: line.quantity,
      unitPrice: fromMinor(line.unitPriceMinor),
      amount: fromMinor(line.unitPriceMinor * line.quantity),
    })),
    payment: paymentOf(order),
    buyer: { name: order.customerName ?? account.name, email: order.customerEmail ?? account.email },
    event: {
      ...event,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
    },
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      ticketType: ticket.typeName,
      status: ticket.status,
      holderName: ticket.holderName,
      checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
      transferredTo:
        ticket.recipientEmail && ticket.transferredAt
          ? { email: maskEmail(ticket.recipientEmail), at: ticket.transferredAt.toISOString() }
          : null,
      hasQr: ticket.status === 'active' && ticket.userId === user.id,
    })),
  };
}
