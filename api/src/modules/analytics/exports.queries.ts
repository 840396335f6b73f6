import { HOME_TIME_ZONE } from '@pentas/openapi';
import { getTableName, type Table } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { affiliateCodes, events, orderItems, orders, promoCodes, tickets, ticketTypes, users } from '../../db/schema';

/** A table named through its drizzle object in a postgres.js statement (an identifier, not a value). */
const table = (db: Database, t: Table) => db.$client(getTableName(t));

// Exports read in keyset pages: each page is one short query of EXPORT_PAGE rows after the last row of
// the page before, so no connection (nor cursor) is held between pages while a client reads. Times are
// written by PostgreSQL as a spreadsheet reads them (decisions.md item 41): the event's start on its own
// clock, what was done (ordered, paid, checked in) on Kuala Lumpur's; the headers name each zone.
// `sortAt` is the row's instant as text, exact to the microsecond (a JS Date would round it and skip or
// repeat rows at a page edge).

export const EXPORT_PAGE = 1000;
const LOCAL = 'YYYY-MM-DD HH24:MI:SS';

/** The zone the headers name for times of actions. */
export const ACTIONS_ZONE = HOME_TIME_ZONE;

export interface OrderExportRow {
  id: string;
  sortAt: string;
  createdAt: string;
  completedAt: string | null;
  status: string;
  buyerEmail: string;
  customerName: string | null;
  customerEmail: string | null;
  channel: string;
  affiliateCode: string | null;
  tickets: number;
  totalMinor: string;
  serviceFeeMinor: string;
  refundedMinor: string;
  /** Its tickets still valid (the refund status reads them: decisions.md item 55). */
  validTickets: number;
  currency: string;
  eventStarts: string;
  /** The promo or access code it was bought with, and what it took off the list prices (minor units). */
  promoCode: string | null;
  discountMinor: string;
}

/** One page of the event's orders, oldest first (created, then id), after the order `after` if given. */
export function orderExportPage(db: Database, event: { id: number }, after: OrderExportRow | undefined) {
  const sql = db.$client;
  const following = after
    ? sql`and o.created_at >= ${after.sortAt}::timestamptz
        and (o.created_at, o.id) > (${after.sortAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return sql<OrderExportRow[]>`
    select o.id, o.created_at::text as "sortAt",
      to_char(o.created_at at time zone ${ACTIONS_ZONE}, ${LOCAL}) as "createdAt",
      to_char(o.completed_at at time zone ${ACTIONS_ZONE}, ${LOCAL}) as "completedAt",
      o.status, u.email as "buyerEmail", o.customer_name as "customerName", o.customer_email as "customerEmail",
      case when o.is_manual then 'manual' else coalesce(o.channel, 'web') end as channel,
      ac.code as "affiliateCode",
      (select coalesce(sum(oi.quantity), 0)::int from ${table(db, orderItems)} oi where oi.order_id = o.id) as tickets,
      o.total_minor as "totalMinor", o.service_fee_minor as "serviceFeeMinor", o.refunded_minor as "refundedMinor",
      (select count(*)::int from ${table(db, tickets)} vt where vt.order_id = o.id and vt.status in ('active', 'checked_in'))
        as "validTickets",
      o.currency,
      to_char(e.starts_at at time zone e.time_zone, ${LOCAL}) as "eventStarts",
      pc.code as "promoCode",
      (select coalesce(sum(oi.quantity * (oi.list_price_minor - oi.unit_price_minor)), 0) from ${table(db, orderItems)} oi
        where oi.order_id = o.id and oi.list_price_minor is not null)::text as "discountMinor"
    from ${table(db, orders)} o
    join ${table(db, events)} e on e.id = o.event_id
    join ${table(db, users)} u on u.id = o.user_id
    left join ${table(db, affiliateCodes)} ac on ac.id = o.affiliate_code_id
    left join ${table(db, promoCodes)} pc on pc.id = o.promo_code_id
    where o.event_id = ${event.id} ${following}
    order by o.created_at, o.id
    limit ${EXPORT_PAGE}`;
}

export interface AttendeeExportRow {
  id: string;
  ticketTypeId: number;
  sortAt: string;
  ticketType: string;
  holderEmail: string;
  holderName: string;
  status: string;
  checkedInAt: string | null;
  eventStarts: string;
}

/**
 * One page of the event's tickets (transferred and cancelled ones with their status) by type, then
 * issue time and id, after the ticket `after` if given. The page's tickets are chosen first, then joined
 * to their type and holder, so a page costs its own rows' joins only.
 */
export function attendeeExportPage(db: Database, event: { id: number }, after: AttendeeExportRow | undefined) {
  const sql = db.$client;
  const following = after
    ? sql`and t.ticket_type_id >= ${after.ticketTypeId}
        and (t.ticket_type_id, t.created_at, t.id) > (${after.ticketTypeId}, ${after.sortAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return sql<AttendeeExportRow[]>`
    select t.id, t.ticket_type_id as "ticketTypeId", t.created_at::text as "sortAt", tt.name as "ticketType",
      u.email as "holderEmail", u.name as "holderName", t.status,
      to_char(t.checked_in_at at time zone ${ACTIONS_ZONE}, ${LOCAL}) as "checkedInAt",
      to_char(e.starts_at at time zone e.time_zone, ${LOCAL}) as "eventStarts"
    from (
      select t.id, t.ticket_type_id, t.created_at, t.user_id, t.status, t.checked_in_at
      from ${table(db, tickets)} t
      where t.event_id = ${event.id} ${following}
      order by t.ticket_type_id, t.created_at, t.id
      limit ${EXPORT_PAGE}
    ) t
    join ${table(db, ticketTypes)} tt on tt.id = t.ticket_type_id
    join ${table(db, events)} e on e.id = tt.event_id
    join ${table(db, users)} u on u.id = t.user_id
    order by t.ticket_type_id, t.created_at, t.id`;
}
