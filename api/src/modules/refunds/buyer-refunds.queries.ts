import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { refundRequests } from '../../db/schema';

interface OrderForRefundRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  status: string;
  total_minor: string;
  service_fee_minor: string;
  is_manual: boolean;
  currency: string;
  fee_refunded_minor: string;
  starts_at: Date;
  time_zone: string;
  postponed_at: Date | null;
  closed: boolean;
}

/**
 * An order with what its refund policy needs (the event's start, zone and postponement; the service
 * fee given back so far). With `lock`, the order's row is held until the transaction ends, so two
 * requests of one buyer are decided one after the other, each seeing what the other gave back.
 */
export async function orderForRefund(db: Queryable, orderId: string, lock: boolean) {
  const [row] = await db.execute<OrderForRefundRow>(sql`
    select o.id, o.user_id, o.status, o.total_minor, o.service_fee_minor, o.is_manual, o.currency,
      (select coalesce(sum(r.fee_minor), 0) from refunds r where r.order_id = o.id) as fee_refunded_minor,
      e.starts_at, e.time_zone, e.postponed_at,
      (e.cancelled_at is not null or e.deleted_at is not null) as closed
    from orders o join events e on e.id = o.event_id
    where o.id = ${orderId}
    ${lock ? sql`for update of o` : sql``}`);
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    subtotalMinor: Number(row.total_minor),
    serviceFeeMinor: Number(row.service_fee_minor),
    feeRefundedMinor: Number(row.fee_refunded_minor),
    complimentary: row.is_manual,
    currency: row.currency,
    /** The event is cancelled or deleted: its refunds are the cancellation's, not the buyer's to ask. */
    eventClosed: row.closed,
    event: {
      startsAt: new Date(row.starts_at),
      timeZone: row.time_zone,
      postponedAt: row.postponed_at && new Date(row.postponed_at),
    },
  };
}

export type OrderForRefund = NonNullable<Awaited<ReturnType<typeof orderForRefund>>>;

/** Every ticket of the order (transferred ones and their re-issues too), with its holder and the price paid. */
export async function ticketsForRefund(db: Queryable, orderId: string) {
  const rows = await db.execute<{ id: string; status: string; user_id: string; unit_price_minor: string }>(sql`
    select t.id, t.status, t.user_id, oi.unit_price_minor
    from tickets t join order_items oi on oi.id = t.order_item_id
    where t.order_id = ${orderId}
    order by t.order_item_id, t.created_at, t.id`);
  return rows.map((t) => ({ id: t.id, status: t.status, userId: t.user_id, priceMinor: Number(t.unit_price_minor) }));
}

/**
 * A buyer's request to the organizer, or nothing when the order has one open already: the partial
 * unique index decides, so of two requests at once exactly one is written.
 */
export async function insertRefundRequest(
  db: Queryable,
  request: { orderId: string; userId: string; ticketIds: string[]; reason: string },
) {
  const [row] = await db.insert(refundRequests).values(request).onConflictDoNothing().returning();
  return row;
}

/** Who is told of a request: the event's organizer, by their account's address. */
export async function organizerOfOrder(db: Queryable, orderId: string) {
  const [row] = await db.execute<{ email: string; name: string | null }>(sql`
    select u.email, u.name from orders o join events e on e.id = o.event_id join users u on u.id = e.organizer_id
    where o.id = ${orderId}`);
  return row;
}

/** A refund just written, for the answer. */
export async function refundById(db: Queryable, refundId: string) {
  const [row] = await db.query.refunds.findMany({ where: (r, { eq }) => eq(r.id, refundId), limit: 1 });
  return row;
}
