import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateClicks, events } from '../../db/schema';
import { RESELLER_ZONE } from './date-range';
import type { PeriodStarts } from './overview.queries';
import { salesOf } from './sales.sql';

/** Days of clicks and orders the portal shows, ending today on Kuala Lumpur's calendar. */
export const CLICK_DAYS = 30;

/** One code's attributed sales (the portal's figures): the owner's affiliate sales, manual tickets apart. */
const sales = (ownerId: string) => salesOf({ resellerId: ownerId, affiliateOnly: true });

/**
 * Counts over all of a code's sales, in one aggregate statement. Badges count paid sales and their
 * buyers only (`paidSales`, `paidCustomers`): free tickets cost nothing to take, so sock-puppet
 * accounts could earn them (decisions.md item 18).
 */
export async function affiliatePerformance(db: Queryable, ownerId: string, starts: Omit<PeriodStarts, 'today'>) {
  const [row] = await db.execute<{
    totalSales: number;
    ticketsSold: number;
    uniqueCustomers: number;
    salesLast7Days: number;
    salesLast30Days: number;
    lastSaleDate: string | null;
    paidSales: number;
    paidCustomers: number;
  }>(sql`
    select count(*)::int as "totalSales", coalesce(sum(s.tickets), 0)::int as "ticketsSold",
      count(distinct s.buyer_id)::int as "uniqueCustomers",
      (count(*) filter (where s.amount_minor > 0))::int as "paidSales",
      (count(distinct s.buyer_id) filter (where s.amount_minor > 0))::int as "paidCustomers",
      (count(*) filter (where s.sold_at >= ${starts.last7Days.toISOString()}::timestamptz))::int as "salesLast7Days",
      (count(*) filter (where s.sold_at >= ${starts.last30Days.toISOString()}::timestamptz))::int as "salesLast30Days",
      max(s.sold_at) as "lastSaleDate"
    from (${sales(ownerId)}) s`);
  return row;
}

/** Revenue and order count per currency, for amounts and averages that never mix currencies. */
export async function affiliateRevenue(db: Queryable, ownerId: string) {
  const rows = await db.execute<{ currency: string; minor: string; orders: number }>(sql`
    select s.currency, sum(s.amount_minor)::text as minor, count(*)::int as orders
    from (${sales(ownerId)}) s group by s.currency order by s.currency`);
  return rows.map((r) => ({ currency: r.currency, minor: Number(r.minor), orders: r.orders }));
}

/** Per event: sales, tickets and the visits its links brought (an event with clicks but no sale too). */
export async function affiliateEvents(db: Queryable, ownerId: string, codeId: number) {
  return db.execute<{
    eventId: number;
    eventTitle: string;
    eventDate: string;
    eventTimeZone: string;
    salesCount: number;
    ticketsSold: number;
    clicks: number;
  }>(sql`
    with by_event as (
      select s.event_id, count(*)::int as sales, sum(s.tickets)::int as tickets
      from (${sales(ownerId)}) s group by s.event_id
    ),
    clicked as (
      select event_id, count(*)::int as clicks from ${affiliateClicks}
      where affiliate_code_id = ${codeId} and event_id is not null group by event_id
    )
    select e.id as "eventId", e.title as "eventTitle", e.starts_at as "eventDate", e.time_zone as "eventTimeZone",
      coalesce(b.sales, 0) as "salesCount", coalesce(b.tickets, 0) as "ticketsSold", coalesce(c.clicks, 0) as clicks
    from by_event b full join clicked c on c.event_id = b.event_id
    join ${events} e on e.id = coalesce(b.event_id, c.event_id)
    order by coalesce(b.sales, 0) desc, e.starts_at desc, e.id`);
}

/**
 * Clicks and attributed orders per Kuala Lumpur day over the last CLICK_DAYS days (today included),
 * every day listed, empty ones as zeros; plus all-time click total.
 */
export async function clicksByDay(db: Queryable, ownerId: string, codeId: number) {
  const days = await db.execute<{ day: string; clicks: number; orders: number }>(sql`
    with days as (
      select generate_series((now() at time zone ${RESELLER_ZONE})::date - ${CLICK_DAYS - 1}::int,
                             (now() at time zone ${RESELLER_ZONE})::date, interval '1 day')::date as day
    ),
    clicked as (
      select (created_at at time zone ${RESELLER_ZONE})::date as day, count(*)::int as n from ${affiliateClicks}
      where affiliate_code_id = ${codeId} and created_at >= now() - make_interval(days => ${CLICK_DAYS + 1})
      group by 1
    ),
    sold as (
      select (s.sold_at at time zone ${RESELLER_ZONE})::date as day, count(*)::int as n
      from (${salesOf({ resellerId: ownerId, affiliateOnly: true, from: new Date(Date.now() - (CLICK_DAYS + 1) * 86_400_000) })}) s
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.n, 0) as clicks, coalesce(s.n, 0) as orders
    from days d left join clicked c on c.day = d.day left join sold s on s.day = d.day
    order by d.day`);
  const [total] = await db.execute<{ clicks: number }>(
    sql`select count(*)::int as clicks from ${affiliateClicks} where affiliate_code_id = ${codeId}`,
  );
  return { days: [...days], totalClicks: total.clicks };
}
