import { getTableName, type Table } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { affiliateCodes, orderItems, orders, tickets, ticketTypes, users } from '../../db/schema';

/** A table named through its drizzle object in a postgres.js statement (an identifier, not a value). */
const table = (db: Database, t: Table) => db.$client(getTableName(t));

// Exports read with a postgres.js cursor: 1000 rows at a time, so a 100,000-ticket event never sits
// in memory whole. Times are formatted in the event's zone by PostgreSQL.

const BATCH = 1000;
const LOCAL = 'YYYY-MM-DD HH24:MI:SS';

export interface OrderExportRow {
  id: string;
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
  currency: string;
}

/** Every order of the event, oldest first, in batches. */
export function orderExportBatches(db: Database, event: { id: number; timeZone: string }) {
  return db.$client<OrderExportRow[]>`
    select o.id,
      to_char(o.created_at at time zone ${event.timeZone}, ${LOCAL}) as "createdAt",
      to_char(o.completed_at at time zone ${event.timeZone}, ${LOCAL}) as "completedAt",
      o.status, u.email as "buyerEmail", o.customer_name as "customerName", o.customer_email as "customerEmail",
      case when o.is_manual then 'manual' else coalesce(o.channel, 'web') end as channel,
      ac.code as "affiliateCode",
      (select coalesce(sum(oi.quantity), 0)::int from ${table(db, orderItems)} oi where oi.order_id = o.id) as tickets,
      o.total_minor as "totalMinor", o.service_fee_minor as "serviceFeeMinor", o.currency
    from ${table(db, orders)} o
    join ${table(db, users)} u on u.id = o.user_id
    left join ${table(db, affiliateCodes)} ac on ac.id = o.affiliate_code_id
    where o.event_id = ${event.id}
    order by o.created_at, o.id`.cursor(BATCH);
}

export interface AttendeeExportRow {
  id: string;
  ticketType: string;
  holderEmail: string;
  holderName: string;
  status: string;
  checkedInAt: string | null;
}

/** Every ticket of the event (transferred and cancelled ones with their status), by type, in batches. */
export function attendeeExportBatches(db: Database, event: { id: number; timeZone: string }) {
  return db.$client<AttendeeExportRow[]>`
    select t.id, tt.name as "ticketType", u.email as "holderEmail", u.name as "holderName", t.status,
      to_char(t.checked_in_at at time zone ${event.timeZone}, ${LOCAL}) as "checkedInAt"
    from ${table(db, tickets)} t
    join ${table(db, ticketTypes)} tt on tt.id = t.ticket_type_id
    join ${table(db, users)} u on u.id = t.user_id
    where t.event_id = ${event.id}
    order by tt.id, t.created_at, t.id`.cursor(BATCH);
}
