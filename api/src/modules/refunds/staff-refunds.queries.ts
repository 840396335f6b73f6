import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, type ticketStatus } from '../../db/schema';
import { validTickets } from '../orders';

/** A ticket as the staff's screens list it: its type, status and the price it was sold for. */
export interface StaffTicketRow {
  id: string;
  typeName: string;
  status: (typeof ticketStatus.enumValues)[number];
  priceMinor: number;
}

/** The event an organizer's or admin's refund tools act on: whose it is, and whether it is deleted. */
export async function eventOwner(db: Queryable, eventId: number) {
  const [row] = await db.execute<{ organizer_id: string; deleted: boolean }>(
    sql`select organizer_id, deleted_at is not null as deleted from events where id = ${eventId}`,
  );
  return row;
}

/** What a search of an event's orders keeps: an order number (its first 8 characters), or the buyer's whole e-mail. */
export type OrderSearch = { number: string } | { email: string } | undefined;

const searchCondition = (search: OrderSearch) => {
  if (!search) return sql``;
  if ('email' in search) return sql`and lower(coalesce(o.customer_email, u.email)) = lower(${search.email})`;
  // The number is the id's first 8 hex digits: a range of ids, so the primary key finds them.
  return sql`and o.id between ${`${search.number}-0000-0000-0000-000000000000`}::uuid
    and ${`${search.number}-ffff-ffff-ffff-ffffffffffff`}::uuid`;
};

export interface EventOrderRow extends Record<string, unknown> {
  id: string;
  currency: string;
  total_minor: string;
  service_fee_minor: string;
  refunded_minor: string;
  is_manual: boolean;
  buyer_name: string | null;
  buyer_email: string;
  /** ISO 8601 (JSON's rendering of the timestamp). */
  paid_at: string;
  open_request_id: string | null;
  promo_code: string | null;
  tickets: StaffTicketRow[];
  total: string;
}

/** A page of an event's paid orders, newest first, each with its tickets (type, status, price) and the count of all. */
export async function eventOrdersPage(
  db: Queryable,
  eventId: number,
  search: OrderSearch,
  page: { limit: number; offset: number },
) {
  return db.execute<EventOrderRow>(sql`
    select o.id, o.currency, o.total_minor, o.service_fee_minor, o.refunded_minor, o.is_manual,
      coalesce(o.customer_name, u.name) as buyer_name, coalesce(o.customer_email, u.email) as buyer_email,
      to_json(coalesce(o.completed_at, o.created_at))#>>'{}' as paid_at,
      (select r.id from refund_requests r where r.order_id = o.id and r.state = 'requested') as open_request_id,
      (select pc.code from promo_codes pc where pc.id = o.promo_code_id) as promo_code,
      coalesce((select json_agg(json_build_object('id', t.id, 'typeName', tt.name, 'status', t.status,
          'priceMinor', oi.unit_price_minor) order by tt.id, t.created_at, t.id)
        from tickets t join order_items oi on oi.id = t.order_item_id join ticket_types tt on tt.id = t.ticket_type_id
        where t.order_id = o.id and t.status <> 'transferred'), '[]'::json) as tickets,
      count(*) over () as total
    from orders o join users u on u.id = o.user_id
    where o.event_id = ${eventId} and o.status = 'completed' ${searchCondition(search)}
    order by o.created_at desc, o.id desc
    limit ${page.limit} offset ${page.offset}`);
}

export interface RefundableOrder extends Record<string, unknown> {
  event_id: number;
  organizer_id: string;
  is_manual: boolean;
  total_minor: string;
  refunded_minor: string;
  service_fee_minor: string;
  deleted: boolean;
}

/**
 * The order a refund is asked for, with its event's organizer: only a paid (completed) order can be
 * refunded. Inside a refund's transaction, `lock` takes the order's row first, so the figures a refund
 * is reckoned from (the fee part of it) are the ones it is written against, whoever refunds at once.
 */
export async function refundableOrder(db: Queryable, orderId: string, lock = false) {
  const [row] = await db.execute<RefundableOrder>(sql`
    select o.event_id, e.organizer_id, o.is_manual, o.total_minor, o.refunded_minor, o.service_fee_minor,
      e.deleted_at is not null as deleted
    from orders o join events e on e.id = o.event_id
    where o.id = ${orderId} and o.status = 'completed'
    ${lock ? sql`for update of o` : sql``}`);
  return row;
}

/** The order's tickets still held (not refunded, cancelled or transferred away), with what each was sold for. */
export async function heldTicketsOfOrder(db: Queryable, orderId: string) {
  return db.execute<{ id: string; status: string; price_minor: string }>(sql`
    select t.id, t.status, oi.unit_price_minor as price_minor
    from tickets t join order_items oi on oi.id = t.order_item_id
    where t.order_id = ${orderId} and t.status in ('active', 'checked_in')`);
}

/** An order's currency and refunded total as they are now (read back in the refund's transaction). */
export async function refundedSoFar(db: Queryable, orderId: string) {
  const [row] = await db
    .select({ currency: orders.currency, refundedMinor: orders.refundedMinor, validTickets: validTickets() })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
