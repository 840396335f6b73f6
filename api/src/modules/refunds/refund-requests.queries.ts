import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { StaffTicketRow } from './staff-refunds.queries';

export type RequestState = 'requested' | 'approved' | 'refused';

export interface RequestRow extends Record<string, unknown> {
  id: string;
  state: RequestState;
  reason: string;
  created_at: string;
  decision_reason: string | null;
  decided_at: string | null;
  refund_id: string | null;
  event_id: number;
  event_title: string;
  starts_at: string;
  time_zone: string;
  postponed_at: string | null;
  order_id: string;
  currency: string;
  total_minor: string;
  service_fee_minor: string;
  refunded_minor: string;
  is_manual: boolean;
  /** The order's tickets still valid (active or used): the request takes the last of them or not. */
  valid_tickets: number;
  buyer_name: string | null;
  buyer_email: string;
  tickets: StaffTicketRow[];
  total: string;
}

// Instants as JSON renders them (ISO 8601), whatever the driver would make of a timestamp.
const iso = (column: ReturnType<typeof sql>) => sql`to_json(${column})#>>'{}'`;

/**
 * A page of refund requests in one state (oldest waiting first; answered ones newest first), of one
 * organizer's events or of all, each with its order, event, buyer and the tickets asked for.
 */
export async function refundRequestsPage(
  db: Queryable,
  filter: { organizerId?: string; state: RequestState },
  page: { limit: number; offset: number },
) {
  const owner = filter.organizerId ? sql`and e.organizer_id = ${filter.organizerId} and e.deleted_at is null` : sql``;
  const order = filter.state === 'requested' ? sql`r.created_at, r.id` : sql`r.decided_at desc, r.id desc`;
  return db.execute<RequestRow>(sql`
    select r.id, r.state, r.reason, ${iso(sql`r.created_at`)} as created_at, r.decision_reason,
      ${iso(sql`r.decided_at`)} as decided_at, r.refund_id,
      e.id as event_id, e.title as event_title, ${iso(sql`e.starts_at`)} as starts_at, e.time_zone,
      ${iso(sql`e.postponed_at`)} as postponed_at,
      o.id as order_id, o.currency, o.total_minor, o.service_fee_minor, o.refunded_minor, o.is_manual,
      (select count(*)::int from tickets vt where vt.order_id = o.id and vt.status in ('active', 'checked_in'))
        as valid_tickets,
      coalesce(o.customer_name, u.name) as buyer_name, coalesce(o.customer_email, u.email) as buyer_email,
      coalesce((select json_agg(json_build_object('id', t.id, 'typeName', tt.name, 'status', t.status,
          'priceMinor', oi.unit_price_minor) order by tt.id, t.id)
        from tickets t join order_items oi on oi.id = t.order_item_id join ticket_types tt on tt.id = t.ticket_type_id
        where t.id = any(r.ticket_ids)), '[]'::json) as tickets,
      count(*) over () as total
    from refund_requests r
      join orders o on o.id = r.order_id
      join events e on e.id = o.event_id
      join users u on u.id = o.user_id
    where r.state = ${filter.state} ${owner}
    order by ${order}
    limit ${page.limit} offset ${page.offset}`);
}

/** A request with its event's organizer, for the permission check before it is answered. */
export async function requestOwner(db: Queryable, requestId: string) {
  const [row] = await db.execute<{ organizer_id: string; deleted: boolean }>(sql`
    select e.organizer_id, e.deleted_at is not null as deleted
    from refund_requests r join orders o on o.id = r.order_id join events e on e.id = o.event_id
    where r.id = ${requestId}`);
  return row;
}

export interface DecidedRequest extends Record<string, unknown> {
  order_id: string;
  ticket_ids: string[];
  buyer_email: string;
  buyer_name: string | null;
}

/**
 * Answers a request by one conditional statement on its state still being 'requested': of two staff
 * answering at once, the second waits for the first's row lock and then finds it answered (no row).
 */
export async function decideRequest(
  db: Queryable,
  requestId: string,
  decision: { state: 'approved' | 'refused'; decidedBy: string; note: string | null },
) {
  const [row] = await db.execute<DecidedRequest>(sql`
    update refund_requests r set state = ${decision.state}, decided_by = ${decision.decidedBy},
      decision_reason = ${decision.note}, decided_at = now()
    from users u
    where r.id = ${requestId} and r.state = 'requested' and u.id = r.user_id
    returning r.order_id, r.ticket_ids::text[] as ticket_ids, u.email as buyer_email, u.name as buyer_name`);
  return row;
}

/** The refund an approval made, named on the request. */
export async function linkRefund(db: Queryable, requestId: string, refundId: string) {
  await db.execute(sql`update refund_requests set refund_id = ${refundId} where id = ${requestId}`);
}
