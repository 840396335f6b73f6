import { m } from '@pentas/i18n/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, type RefundCause, refundRequests, refunds, tickets } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { said } from '../../lib/said';
import { insertAuditRow } from '../audit';
import { queueMail } from '../mail';
import { giveBackInTypeOrder, giveBackTicketUses, owedBack } from '../orders';

/** Who gave a refund, for its audit row: a person in a request, or the cancellation job. */
export interface RefundBy {
  id: string;
  email: string;
  requestId?: string;
  clientRequestId?: string;
}

/** The cancellation job's name in the audit log (it acts for whoever cancelled the event, logged then). */
export const REFUND_JOB: RefundBy = { id: 'system:refund-job', email: 'refund job', requestId: 'job:refunds' };

export interface RefundToWrite {
  orderId: string;
  /** The tickets it gives back: each must still be refundable (all of them, or nothing is written). */
  ticketIds: string[];
  amountMinor: number;
  /** The service-fee part of the amount. */
  feeMinor: number;
  cause: RefundCause;
  reason: string | null;
  tier?: string | null;
  by: RefundBy;
  /** An admin's override: tickets already used at the door may be given back too. */
  includeUsed?: boolean;
}

interface OrderRow extends Record<string, unknown> {
  event_id: number;
  currency: string;
  is_manual: boolean;
  /** The buyer's: the address given at checkout, else the account's (as the order confirmation's). */
  email: string;
  name: string | null;
  event_cancelled: boolean;
  nothing_paid: boolean;
}

export const ticketNotRefundable = () =>
  conflict(said(m.problem_codes_ticket_no_longer_refundable), 'ticket_not_refundable');

/**
 * A buyer's open request none of whose tickets is held any more (this refund took the last of them) is
 * answered by it: approved, naming this refund, so it leaves the inbox and the buyer may ask again.
 */
async function closeAnsweredRequests(tx: Tx, orderId: string, refundId: string, by: RefundBy) {
  await tx.execute(sql`
    update ${refundRequests} r set state = 'approved', refund_id = ${refundId}, decided_at = now(),
      decided_by = ${by === REFUND_JOB ? null : by.id}
    where r.order_id = ${orderId} and r.state = 'requested'
      and not exists (select 1 from ${tickets} t where t.id = any(r.ticket_ids) and t.status in ('active', 'checked_in'))`);
}

/**
 * Writes one refund of an order (docs/design/refunds.md), all in the caller's transaction:
 * 1. the order's refunded total is raised by one conditional statement that refuses to pass what was
 *    paid: of two refunds at once (a double click, two staff, the cancellation job on two instances)
 *    the second waits for the first's row lock and then finds less left;
 * 2. its tickets go from active (or used, with an admin's override) to refunded by one conditional
 *    statement: a check-in or a transfer that won first leaves one behind, and the whole refund is refused;
 * 3. their stock returns to sale, unless the event is cancelled;
 * 4. the buyer's mail and the audit row, and a notice that wakes the job engine, which sends it to the
 *    payment provider after the commit (send-refunds.ts). Complimentary tickets are cancelled, not refunded.
 * Answers the refund's id.
 */
export async function writeRefund(tx: Tx, refund: RefundToWrite): Promise<string> {
  const [order] = await tx.execute<OrderRow>(sql`
    update orders o set refunded_minor = o.refunded_minor + ${refund.amountMinor}, updated_at = now()
    from events e, users u
    where o.id = ${refund.orderId} and e.id = o.event_id and u.id = o.user_id and o.status = 'completed'
      and o.refunded_minor + ${refund.amountMinor} <= o.total_minor + o.service_fee_minor
      -- A complimentary order gives no money back, whatever its tickets' face value (decision 62).
      and (not o.is_manual or ${refund.amountMinor} = 0)
    returning o.event_id, o.currency, o.is_manual,
      coalesce(o.customer_email, u.email) as email, coalesce(o.customer_name, u.name) as name,
      e.cancelled_at is not null as event_cancelled, o.total_minor + o.service_fee_minor = 0 as nothing_paid`);
  if (!order) {
    const [left] = await tx.execute<{ left: string }>(
      sql`select ${owedBack()} as left from ${orders} where id = ${refund.orderId}`,
    );
    throw conflict(
      said(m.problem_codes_refund_exceeds_remaining, { left: left?.left ?? 0 }),
      'refund_exceeds_remaining',
      { remainingMinor: Number(left?.left ?? 0) },
    );
  }

  const [written] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      amountMinor: refund.amountMinor,
      feeMinor: refund.feeMinor,
      currency: order.currency,
      cause: refund.cause,
      reason: refund.reason,
      tier: refund.tier ?? null,
      actorId: refund.by === REFUND_JOB ? null : refund.by.id,
      // Nothing to send back (complimentary tickets, a free order): settled as it is written.
      ...(refund.amountMinor === 0 ? { state: 'succeeded' as const, settledAt: new Date() } : {}),
    })
    .returning({ id: refunds.id });

  if (refund.ticketIds.length > 0) {
    const usable: (typeof tickets.$inferSelect)['status'][] = refund.includeUsed
      ? ['active', 'checked_in']
      : ['active'];
    const given = await tx
      .update(tickets)
      // Complimentary tickets, and a free order's: nothing was paid, so they are cancelled.
      .set({ status: order.is_manual || order.nothing_paid ? 'cancelled' : 'refunded', refundId: written.id })
      .where(
        and(
          eq(tickets.orderId, refund.orderId),
          inArray(tickets.id, refund.ticketIds),
          inArray(tickets.status, usable),
        ),
      )
      .returning({ id: tickets.id, ticketTypeId: tickets.ticketTypeId });
    if (given.length !== new Set(refund.ticketIds).size) throw ticketNotRefundable();
    // Each ticket priced with a code gives its use back (codes are locked before ticket types).
    await giveBackTicketUses(
      tx,
      given.map((t) => t.id),
    );
    if (!order.event_cancelled) {
      const perType = new Map<number, number>();
      for (const t of given) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
      await giveBackInTypeOrder(tx, perType);
    }
    await closeAnsweredRequests(tx, refund.orderId, written.id, refund.by);
  }

  await queueMail(tx, {
    key: `refund:${written.id}`,
    kind: 'refund_issued',
    recipient: order.email,
    recipientName: order.name,
    orderId: refund.orderId,
    data: { refundId: written.id },
  });
  await insertAuditRow(tx, {
    actorId: refund.by.id,
    actorEmail: refund.by.email,
    action: 'order.refund',
    targetType: 'order',
    targetId: refund.orderId,
    after: {
      refundId: written.id,
      amountMinor: refund.amountMinor,
      feeMinor: refund.feeMinor,
      currency: order.currency,
      cause: refund.cause,
      tickets: refund.ticketIds.length,
      ...(refund.includeUsed ? { includeUsed: true } : {}),
      ...(refund.reason ? { reason: refund.reason } : {}),
    },
    requestId: refund.by.requestId ?? 'job:refunds',
    clientRequestId: refund.by.clientRequestId ?? null,
  });
  await tx.execute(sql`select pg_notify('refunds', '')`);
  return written.id;
}
