import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, orderItems, ticketTypes, users } from '../../db/schema';
import { salesOf } from './sales.sql';

/** One page of a reseller's sales in [from, to), newest first. */
export async function salesHistoryPage(
  db: Queryable,
  resellerId: string,
  range: { from: Date; to: Date },
  page: { limit: number; offset: number },
) {
  const rows = await db.execute<{
    source: 'manual' | 'affiliate';
    orderId: string;
    recordId: number | null;
    createdAt: string;
    targetUserId: string;
    targetUserEmail: string;
    targetUserName: string;
    eventTitle: string;
    ticketType: string;
    ticketCount: number;
    amountMinor: string;
    currency: string;
  }>(sql`
    select s.source, s.order_id as "orderId", s.record_id as "recordId", s.sold_at as "createdAt",
      u.id as "targetUserId", u.email as "targetUserEmail", u.name as "targetUserName", e.title as "eventTitle",
      (select string_agg(distinct tt.name, ', ') from ${orderItems} oi join ${ticketTypes} tt on tt.id = oi.ticket_type_id
       where oi.order_id = s.order_id) as "ticketType",
      s.tickets as "ticketCount", s.amount_minor::text as "amountMinor", s.currency
    from (${salesOf({ resellerId, ...range })}) s
    join ${users} u on u.id = s.buyer_id
    join ${events} e on e.id = s.event_id
    order by s.sold_at desc, s.order_id
    limit ${page.limit} offset ${page.offset}`);
  return [...rows];
}

/** How many sales the same range holds, over all pages (X-Total-Count). */
export async function salesHistoryCount(db: Queryable, resellerId: string, range: { from: Date; to: Date }) {
  const [row] = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${salesOf({ resellerId, ...range })}) s`,
  );
  return row.n;
}

/** Whether a user id exists (an admin naming a reseller that is not there gets a 404). */
export async function userExists(db: Queryable, id: string) {
  const rows = await db.execute(sql`select 1 from ${users} where id = ${id}`);
  return rows.length > 0;
}
