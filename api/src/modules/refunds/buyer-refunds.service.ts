import { m } from '@pentas/i18n/messages';
import { fromMinor, toMinor } from '@pentas/openapi';
import { buyerRefundQuote, inPostponementWindow, postponementLastDay } from '@pentas/openapi/refund-policy';
import type { AppDeps } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { conflict, notFound, RateLimitedError, validationFailed } from '../../lib/errors';
import { secondsLeftInWindow, takeSlot } from '../../lib/rate-limit';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { queueMail } from '../mail';
import { refundRequestView, refundView } from '../orders';
import {
  insertRefundRequest,
  type OrderForRefund,
  orderForRefund,
  organizerOfOrder,
  refundById,
  ticketsForRefund,
} from './buyer-refunds.queries';
import { type RefundBy, writeRefund } from './refund-order';

/** A buyer's refund requests (answered at once or sent on), per account and hour: as other buyer writes. */
const REQUESTS_PER_HOUR = 30;
const HOUR = 3600;

const notYours = () => notFound(said(m.problem_order_not_found));
const notRefundable = () => conflict(said(m.problem_codes_ticket_not_yours_to_refund), 'ticket_not_refundable');

/**
 * The tickets a buyer asks about, and the policy's outcome for them now (decisions.md items 52 and 54).
 * The buyer's own paid order only (anyone else, staff included, gets the 404 of an unknown order: staff
 * refund through their own operations); only tickets the buyer still holds, active: a ticket transferred
 * away is its recipient's now, and neither of them can ask for it (the organizer can refund it).
 */
async function planRefund(
  db: Queryable,
  user: SessionUser,
  orderId: string,
  ticketIds: string[] | undefined,
  lock: boolean,
) {
  const order = await orderForRefund(db, orderId, lock);
  if (!order || order.userId !== user.id) throw notYours();
  if (order.status !== 'completed') {
    throw conflict(said(m.problem_codes_order_not_paid), 'order_not_completed');
  }
  if (order.eventClosed) {
    throw conflict(said(m.problem_codes_event_cancelled_refunded), 'event_cancelled');
  }
  const tickets = await ticketsForRefund(db, orderId);
  const held = tickets.filter((t) => t.userId === user.id && t.status === 'active');
  const wanted = ticketIds ? [...new Set(ticketIds)] : held.map((t) => t.id);
  const chosen = wanted.map((id) => held.find((t) => t.id === id));
  if (chosen.length === 0 || chosen.some((t) => t === undefined)) throw notRefundable();
  const stillValid = tickets.filter((t) => t.status === 'active' || t.status === 'checked_in').length;
  const quote = buyerRefundQuote({
    ticketPricesMinor: chosen.map((t) => t?.priceMinor ?? 0),
    order,
    takesLastTickets: stillValid === chosen.length,
    event: order.event,
  });
  return { order, ticketIds: wanted, quote };
}

type Plan = Awaited<ReturnType<typeof planRefund>>;

const isoDay = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

function quoteView({ order, ticketIds, quote }: Plan) {
  const windowOpen = inPostponementWindow(order.event.postponedAt, order.event.timeZone);
  const lastDay = windowOpen ? postponementLastDay(order.event.postponedAt, order.event.timeZone) : null;
  return {
    ticketIds,
    currency: order.currency,
    tier: quote.tier,
    percent: quote.percent,
    daysBeforeEvent: quote.days,
    ticketsPrice: fromMinor(quote.ticketsMinor),
    amount: fromMinor(quote.refundMinor),
    serviceFeeBack: fromMinor(quote.feeBackMinor),
    serviceFeeKept: fromMinor(quote.feeKeptMinor),
    automatic: quote.automatic,
    postponementLastDay: lastDay ? isoDay(lastDay) : null,
  };
}

/** `GET /api/orders/{id}/refund-quote`: what asking for these tickets (all the buyer holds by default) gives now. */
export async function refundQuote(deps: AppDeps, user: SessionUser, orderId: string, ticketIds?: string[]) {
  return quoteView(await planRefund(deps.db, user, orderId, ticketIds, false));
}

/** Who asked, for the refund's audit row. */
export interface AskedBy {
  requestId: string;
  clientRequestId?: string;
}

/**
 * `POST /api/orders/{id}/refund-requests`: inside an automatic tier (or a postponement's window) the
 * refund is written at once, its amount computed here under the order's lock (never the client's);
 * under 7 days a request goes to the organizer, with the buyer's reason, and the organizer is mailed.
 * One transaction: the order's row is locked first, as writeRefund's statements lock it, so two requests
 * at once are decided in turn and the second finds its tickets gone (409 `ticket_not_refundable`).
 */
export async function requestRefund(
  deps: AppDeps,
  user: SessionUser,
  orderId: string,
  body: { ticketIds?: string[]; reason?: string; expectedAmount?: string },
  asked: AskedBy,
) {
  const limitKey = `refund-request:${user.id}`;
  if (!(await takeSlot(deps.db, limitKey, HOUR, REQUESTS_PER_HOUR))) {
    const seconds = await secondsLeftInWindow(deps.db, limitKey, HOUR);
    throw new RateLimitedError(said(m.problem_codes_too_many_refund_requests), seconds);
  }
  return deps.db.transaction(async (tx) => {
    const plan = await planRefund(tx, user, orderId, body.ticketIds, true);
    // What the buyer confirmed is what they get: a quote read before midnight is not given after it.
    if (body.expectedAmount !== undefined && toMinor(body.expectedAmount) !== plan.quote.refundMinor) {
      throw quoteChanged(fromMinor(plan.quote.refundMinor));
    }
    const reason = body.reason?.trim() || null;
    if (plan.quote.automatic) {
      const by: RefundBy = { id: user.id, email: user.email, ...asked };
      const refundId = await writeRefund(tx, {
        orderId,
        ticketIds: plan.ticketIds,
        amountMinor: plan.quote.refundMinor,
        feeMinor: plan.quote.feeBackMinor,
        cause: plan.quote.tier === 'postponed' ? 'event_postponed' : 'buyer_request',
        reason,
        tier: plan.quote.tier,
        by,
      });
      const refund = await refundById(tx, refundId);
      if (!refund) throw new Error(`refund ${refundId} written but not found`);
      return { given: true as const, refund: refundView(refund) };
    }
    if (!reason) {
      throw validationFailed([
        {
          path: 'reason',
          message: said(m.problem_codes_refund_reason_needed),
        },
      ]);
    }
    const request = await insertRefundRequest(tx, { orderId, userId: user.id, ticketIds: plan.ticketIds, reason });
    if (!request) throw openRequest();
    await tellOrganizer(tx, plan.order, request.id);
    return { given: false as const, request: refundRequestView(request) };
  });
}

export const quoteChanged = (amount: string) =>
  conflict(said(m.problem_codes_refund_quote_changed, { amount }), 'refund_quote_changed', { amount });

const openRequest = () => conflict(said(m.problem_codes_refund_request_open), 'refund_request_open');

/** The organizer hears of a request at once (one mail per request), so it does not sit unseen. */
async function tellOrganizer(tx: Tx, order: OrderForRefund, requestId: string) {
  const organizer = await organizerOfOrder(tx, order.id);
  if (!organizer) return;
  await queueMail(tx, {
    key: `refund-request:${requestId}`,
    kind: 'refund_requested',
    recipient: organizer.email,
    recipientName: organizer.name,
    orderId: order.id,
    data: { requestId },
  });
}
