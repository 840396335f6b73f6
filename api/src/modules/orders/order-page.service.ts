import { BASE_LOCALE, isLocale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { fpxBankName, fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { maskEmail } from '../../lib/masked-email';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { findOrderForPage, linesOfOrder, ticketsOfOrder } from './order-page.queries';
import { refundRequestsOfOrder, refundsOfOrder } from './order-refunds.queries';
import { refundRequestView, refundView } from './order-refunds.schemas';
import { refundStatusOf } from './refund-status';

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
  if (!found || !mayOpen(user, found.order)) throw notFound(said(m.problem_order_not_found));
  return describeOrder(deps, found, user.id);
}

/**
 * What the order's confirmation mail says: its page as its buyer sees it (the same number, lines, fee,
 * payment and tickets), with each ticket's holder and event for its QR code. Undefined for no such order.
 */
export async function orderForMail(deps: AppDeps, orderId: string) {
  const found = await findOrderForPage(deps.db, orderId);
  if (!found) return undefined;
  const page = await describeOrder(deps, found, found.order.userId);
  // The buyer's mail is in their account's language (decision 77).
  const buyerLanguage = isLocale(found.account.language) ? found.account.language : BASE_LOCALE;
  return { ...page, buyerId: found.order.userId, organizerId: found.organizerId, buyerLanguage };
}

async function describeOrder(
  deps: AppDeps,
  found: NonNullable<Awaited<ReturnType<typeof findOrderForPage>>>,
  viewerId: string,
) {
  const { order, event, account, validTickets, promoCode } = found;
  const orderId = order.id;
  const [lines, tickets, refunds, requests] = await Promise.all([
    linesOfOrder(deps.db, orderId),
    ticketsOfOrder(deps.db, orderId),
    refundsOfOrder(deps.db, orderId),
    refundRequestsOfOrder(deps.db, orderId),
  ]);
  // A buyer asks for a refund of a ticket they bought and still hold (POST /api/orders/{id}/refund-requests).
  const mayAsk = order.status === 'completed' && order.userId === viewerId && !event.cancelled;
  return {
    id: order.id,
    number: order.id.slice(0, 8),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    failureReason: order.failureReason,
    yours: order.userId === viewerId,
    issuedByBoxOffice: order.isManual,
    currency: order.currency,
    subtotal: fromMinor(order.totalMinor),
    serviceFee: fromMinor(order.serviceFeeMinor),
    total: fromMinor(order.totalMinor + order.serviceFeeMinor),
    refunded: fromMinor(order.refundedMinor),
    refundStatus: refundStatusOf(order, validTickets),
    refunds: refunds.map(refundView),
    refundRequests: requests.map(refundRequestView),
    promoCode,
    lines: lines.map((line) => ({
      ticketType: line.typeName,
      quantity: line.quantity,
      unitPrice: fromMinor(line.unitPriceMinor),
      listPrice: line.listPriceMinor === null ? null : fromMinor(line.listPriceMinor),
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
      hasQr: ticket.status === 'active' && ticket.userId === viewerId && !event.cancelled,
      refundable: mayAsk && ticket.status === 'active' && ticket.userId === viewerId,
    })),
  };
}
