import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { buyerRefundQuote } from '@pentas/openapi/refund-policy';
import { feePartOf } from '@pentas/openapi/staff-refund-amount';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { type Actor, recordAudit } from '../audit';
import { queueMail } from '../mail';
import { ticketNotRefundable, writeRefund } from './refund-order';
import {
  decideRequest,
  linkRefund,
  type RequestRow,
  refundRequestsPage,
  requestOwner,
} from './refund-requests.queries';
import { assertRefundStaff, assertRefundsOf, refundScope } from './staff-access';
import { refundByActor } from './staff-refund.service';
import { heldTicketsOfOrder, refundableOrder } from './staff-refunds.queries';
import type { ApproveRequestBody, RefundRequestsQuery, RefuseRequestBody } from './staff-refunds.schemas';

export const requestDecided = () => conflict(said(m.problem_codes_request_decided), 'refund_request_decided');

const toView = (row: RequestRow, now: Date) => {
  const tickets = row.tickets.map((t) => ({ ...t, priceMinor: Number(t.priceMinor) }));
  const ticketsMinor = tickets.reduce((sum, t) => sum + t.priceMinor, 0);
  const [subtotalMinor, serviceFeeMinor] = [Number(row.total_minor), Number(row.service_fee_minor)];
  const held = tickets.filter((t) => t.status === 'active' || t.status === 'checked_in');
  // The buyer's own quote, as they would be told asking now (a postponement's window included).
  const policy = buyerRefundQuote(
    {
      ticketPricesMinor: held.map((t) => t.priceMinor),
      order: {
        subtotalMinor,
        serviceFeeMinor,
        feeRefundedMinor: Math.max(0, Number(row.refunded_minor) - subtotalMinor),
        complimentary: row.is_manual,
      },
      takesLastTickets: held.length === row.valid_tickets,
      event: { startsAt: row.starts_at, timeZone: row.time_zone, postponedAt: row.postponed_at },
    },
    now,
  );
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    event: {
      id: row.event_id,
      title: row.event_title,
      startsAt: new Date(row.starts_at).toISOString(),
      timeZone: row.time_zone,
    },
    order: {
      id: row.order_id,
      number: row.order_id.slice(0, 8),
      currency: row.currency,
      paidMinor: Number(row.total_minor) + Number(row.service_fee_minor),
      refundedMinor: Number(row.refunded_minor),
    },
    buyer: { name: row.buyer_name, email: row.buyer_email },
    tickets,
    ticketsMinor,
    policy: { tier: policy.tier, percent: policy.percent, refundMinor: policy.refundMinor },
    decision: row.decided_at
      ? { note: row.decision_reason, decidedAt: new Date(row.decided_at).toISOString(), refundId: row.refund_id }
      : null,
  };
};

/** `GET /api/refund-requests`: the requests of an organizer's own events (an admin's: all) in one state. */
export async function listRefundRequests(deps: AppDeps, user: SessionUser, query: z.infer<typeof RefundRequestsQuery>) {
  assertRefundStaff(user);
  const rows = await refundRequestsPage(
    deps.db,
    { organizerId: refundScope(user), state: query.state ?? 'requested' },
    pageWindow(query),
  );
  const now = new Date();
  return { items: rows.map((row) => toView(row, now)), total: Number(rows[0]?.total ?? 0) };
}

async function assertMayAnswer(deps: AppDeps, user: SessionUser, requestId: string) {
  assertRefundStaff(user);
  assertRefundsOf(user, await requestOwner(deps.db, requestId), 'Refund request');
}

/**
 * The asked tickets still held and their full price: what approving gives back unless staff say
 * otherwise. Some may have gone another way since (refunded by staff, used at the door); none left is a 409.
 */
async function askedTicketsHeld(tx: Tx, orderId: string, ticketIds: string[]) {
  const held = (await heldTicketsOfOrder(tx, orderId)).filter((t) => ticketIds.includes(t.id));
  if (held.length === 0) throw ticketNotRefundable();
  return { ids: held.map((t) => t.id), priceMinor: held.reduce((sum, t) => sum + Number(t.price_minor), 0) };
}

/**
 * `POST /api/refund-requests/{id}/approve`: one conditional statement answers the request (a second
 * answer at once: 409 refund_request_decided); the refund (cause request_approved) is written in the same
 * transaction, so a refused refund (a ticket used since, too much asked) leaves the request waiting.
 */
export async function approveRequest(
  deps: AppDeps,
  actor: Actor,
  requestId: string,
  body: z.infer<typeof ApproveRequestBody>,
) {
  await assertMayAnswer(deps, actor.user, requestId);
  return deps.db.transaction(async (tx) => {
    const decided = await decideRequest(tx, requestId, {
      state: 'approved',
      decidedBy: actor.user.id,
      note: body.note ?? null,
    });
    if (!decided) throw requestDecided();
    const order = await refundableOrder(tx, decided.order_id, true);
    if (!order) throw notFound(said(m.problem_order_not_found));
    const figures = { totalMinor: Number(order.total_minor), refundedMinor: Number(order.refunded_minor) };
    const left = figures.totalMinor + Number(order.service_fee_minor) - figures.refundedMinor;
    const asked = await askedTicketsHeld(tx, decided.order_id, decided.ticket_ids);
    const amountMinor = order.is_manual ? 0 : (body.amountMinor ?? Math.min(asked.priceMinor, left));
    const refundId = await writeRefund(tx, {
      orderId: decided.order_id,
      ticketIds: asked.ids,
      amountMinor,
      feeMinor: feePartOf(figures, amountMinor),
      cause: 'request_approved',
      reason: body.note ?? null,
      by: refundByActor(actor),
    });
    await linkRefund(tx, requestId, refundId);
    await recordAudit(tx, actor, {
      action: 'refund_request.approve',
      targetType: 'refund_request',
      targetId: requestId,
      after: { orderId: decided.order_id, refundId, amountMinor, ...(body.note ? { note: body.note } : {}) },
    });
    return { id: requestId, state: 'approved' as const, refundId, amountMinor };
  });
}

/**
 * `POST /api/refund-requests/{id}/refuse`: one conditional statement answers it; the buyer's mail
 * (`refund_request_refused`, one per request) and the audit row commit with it.
 */
export async function refuseRequest(
  deps: AppDeps,
  actor: Actor,
  requestId: string,
  body: z.infer<typeof RefuseRequestBody>,
) {
  await assertMayAnswer(deps, actor.user, requestId);
  return deps.db.transaction(async (tx) => {
    const decided = await decideRequest(tx, requestId, {
      state: 'refused',
      decidedBy: actor.user.id,
      note: body.reason,
    });
    if (!decided) throw requestDecided();
    await queueMail(tx, {
      key: `refund-request-refused:${requestId}`,
      kind: 'refund_request_refused',
      recipient: decided.buyer_email,
      recipientName: decided.buyer_name,
      orderId: decided.order_id,
      data: { requestId },
    });
    await recordAudit(tx, actor, {
      action: 'refund_request.refuse',
      targetType: 'refund_request',
      targetId: requestId,
      after: { orderId: decided.order_id, reason: body.reason },
    });
    return { id: requestId, state: 'refused' as const, refundId: null, amountMinor: 0 };
  });
}
