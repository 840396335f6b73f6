import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../../context';
import { conflict, notFound } from '../../../lib/errors';
import { said } from '../../../lib/said';
import type { SessionUser } from '../../../lib/session-user';
import { orderForMail, orderPage } from '../../orders';
import { findTicketForMail } from '../transfer/ticket-mail-data';
import { renderPdf } from './render-pdf';

const TICKET_NOT_FOUND = said(m.problem_account_ticket_not_found);

/** A PDF to answer with, and the name it is saved under. */
export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** The order's page as the caller may see it (its buyer, platform staff; anyone else a 404), paid. */
async function paidOrderOf(deps: AppDeps, user: SessionUser, orderId: string) {
  const order = await orderPage(deps, user, orderId);
  if (order.status !== 'completed') {
    throw conflict(said(m.problem_account_order_not_paid_documents), 'order_not_completed');
  }
  return order;
}

/**
 * `GET /api/orders/{id}/tickets.pdf`: a page for each of the order's tickets the caller still holds,
 * with its code signed for the caller (a ticket transferred away is left out, as in the mail).
 */
export async function orderTicketsPdf(
  deps: AppDeps,
  user: SessionUser,
  orderId: string,
  locale: Locale,
): Promise<PdfFile> {
  const order = await paidOrderOf(deps, user, orderId);
  const usable = order.tickets.filter((ticket) => ticket.hasQr);
  if (usable.length === 0) {
    throw conflict(said(m.problem_account_no_tickets_to_print), 'no_tickets_to_print');
  }
  const tickets = usable.map((ticket) => ({
    ticketType: ticket.ticketType,
    holderName: ticket.holderName,
    code: deps.ticketSigner.sign({ id: ticket.id, eventId: order.event.id, userId: user.id }),
  }));
  const pdf = await renderPdf(deps.env, {
    kind: 'tickets',
    tickets: { event: order.event, number: order.number, tickets },
    locale,
  });
  return { filename: `tickets-${order.number}.pdf`, pdf };
}

/** `GET /api/orders/{id}/receipt.pdf`: the receipt attached to the confirmation, for its buyer and staff. */
export async function orderReceiptPdf(
  deps: AppDeps,
  user: SessionUser,
  orderId: string,
  locale: Locale,
): Promise<PdfFile> {
  await paidOrderOf(deps, user, orderId);
  const order = await orderForMail(deps, orderId);
  if (!order) throw notFound(said(m.problem_order_not_found));
  const { TAX_REGISTRATION_NUMBER, TAX_NAME, TAX_RATE_PERCENT } = deps.env;
  const pdf = await renderPdf(deps.env, {
    kind: 'receipt',
    order: { ...order, qrTickets: [] },
    tax: { TAX_REGISTRATION_NUMBER, TAX_NAME, TAX_RATE_PERCENT },
    locale,
  });
  return { filename: `receipt-${order.number}.pdf`, pdf };
}

/**
 * `GET /api/tickets/{id}/ticket.pdf`: one ticket's page, for its holder while it admits (the same
 * answers as its QR code: someone else's is a 404, a used, transferred or cancelled one a 409).
 */
export async function ticketPdf(deps: AppDeps, user: SessionUser, ticketId: string, locale: Locale): Promise<PdfFile> {
  const row = await findTicketForMail(deps, ticketId);
  if (!row || row.holderId !== user.id) throw notFound(TICKET_NOT_FOUND);
  if (row.status === 'checked_in') throw conflict(said(m.door_already_used), 'ticket_used');
  if (row.status === 'transferred') throw conflict(said(m.problem_account_ticket_transferred), 'ticket_transferred');
  if (row.status !== 'active' || row.event.cancelled)
    throw conflict(said(m.problem_account_ticket_cancelled), 'ticket_cancelled');
  const event = {
    ...row.event,
    startsAt: row.event.startsAt.toISOString(),
    endsAt: row.event.endsAt?.toISOString() ?? null,
  };
  const code = deps.ticketSigner.sign({ id: row.id, eventId: row.event.id, userId: row.holderId });
  const pdf = await renderPdf(deps.env, {
    kind: 'tickets',
    tickets: {
      event,
      number: row.orderId.slice(0, 8),
      tickets: [{ ticketType: row.ticketType, holderName: row.holderName, code }],
    },
    locale,
  });
  return { filename: `ticket-${row.id.slice(0, 8)}.pdf`, pdf };
}
