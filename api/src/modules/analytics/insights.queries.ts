import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateCodes, orderItems, orders, paymentAttempts, promoCodes, tickets, ticketTypes } from '../../db/schema';
import { givenBackPerType, holdingOrderSql, netSubtotal, netTicketsOfOrder, ordersAsO, paidOrderSql } from '../orders';

// The analytics extras (live sales, trends, check-ins, attribution), each one statement aggregated in
// PostgreSQL. Sold and held are the orders module's one definition (paidOrderSql, holdingOrderSql), net
// of refunds (net-figures.ts: a sale's tickets given back and its refunds' ticket parts leave its bucket). Buckets are cut in the event's zone (decisions.md item 3): a day is the event's local day,
// not UTC's.

/** A bigint sum arrives as text from postgres.js; minor units stay well below 2^53. */
const minor = (value: string | number | null) => Number(value ?? 0);

/**
 * Tickets in orders completed per `unit` ('minute' or 'hour') over the last `count` units, oldest
 * first, empty buckets included.
 */
export async function soldPerBucket(
  db: Queryable,
  event: { id: number; timeZone: string },
  unit: 'minute' | 'hour',
  count: number,
) {
  const step = `1 ${unit}`;
  const rows = await db.execute<{ start: Date; tickets: number }>(sql`
    with bounds as (
      select date_trunc(${unit}, now() at time zone ${event.timeZone}) - (${count - 1})::int * ${step}::interval as first,
             date_trunc(${unit}, now() at time zone ${event.timeZone}) as last
    ),
    sold as (
      select date_trunc(${unit}, o.completed_at at time zone ${event.timeZone}) as at,
        sum(${netTicketsOfOrder(ordersAsO)}) as tickets
      from ${orders} o, bounds
      where o.event_id = ${event.id} and ${paidOrderSql}
        and o.completed_at >= bounds.first at time zone ${event.timeZone}
      group by 1
    )
    select s.at at time zone ${event.timeZone} as start, coalesce(sold.tickets, 0)::int as tickets
    from bounds, generate_series(bounds.first, bounds.last, ${step}::interval) as s(at)
    left join sold on sold.at = s.at
    order by s.at`);
  return rows.map((r) => ({ start: new Date(r.start), tickets: r.tickets }));
}

/**
 * Per ticket type: stock (quantity, taken = sold or held) and the tickets of its orders by state —
 * paid (completed), held (open checkouts still holding stock) and released (cancelled or failed
 * orders, and pending ones whose hold was given back). Deleted orders are gone and not counted.
 */
export async function stockAndHolds(db: Queryable, eventId: number) {
  return db.execute<{
    ticketTypeId: number;
    name: string;
    quantity: number;
    taken: number;
    paid: number;
    held: number;
    released: number;
  }>(sql`
    with states as (
      select oi.ticket_type_id,
        sum(oi.quantity) filter (where ${paidOrderSql}) as paid,
        sum(oi.quantity) filter (where ${holdingOrderSql}) as held,
        sum(oi.quantity) filter (where o.status in ('cancelled', 'failed')
                                    or (o.status = 'pending' and o.hold_expires_at is null)) as released
      from ${orders} o join ${orderItems} oi on oi.order_id = o.id
      where o.event_id = ${eventId}
      group by oi.ticket_type_id
    )
    select tt.id as "ticketTypeId", tt.name, tt.quantity, tt.sold_quantity as taken,
      (coalesce(s.paid, 0) - coalesce(g.n, 0))::int as paid, coalesce(s.held, 0)::int as held,
      coalesce(s.released, 0)::int as released
    from ${ticketTypes} tt left join states s on s.ticket_type_id = tt.id
      left join ${givenBackPerType(eventId)} g on g.ticket_type_id = tt.id
    where tt.event_id = ${eventId}
    order by tt.id`);
}

/** Payment attempts per method and how many went through. */
export async function paymentsByMethod(db: Queryable, eventId: number) {
  return db.execute<{ method: string; attempts: number; succeeded: number }>(sql`
    select method, count(*)::int as attempts, (count(*) filter (where succeeded))::int as succeeded
    from ${paymentAttempts} where event_id = ${eventId}
    group by method order by method`);
}

/**
 * Tickets and revenue per local day from `from` to `to` (YYYY-MM-DD, inclusive), with running totals
 * since the first sale (days before `from` count towards them).
 */
export async function dailySales(db: Queryable, event: { id: number; timeZone: string }, from: string, to: string) {
  const rows = await db.execute<{
    date: string;
    tickets: number;
    revenue: string;
    cumulativeTickets: number;
    cumulativeRevenue: string;
  }>(sql`
    with daily as (
      select (o.completed_at at time zone ${event.timeZone})::date as day,
        sum(${netTicketsOfOrder(ordersAsO)}) as tickets, sum(${netSubtotal(ordersAsO)}) as revenue
      from ${orders} o
      where o.event_id = ${event.id} and ${paidOrderSql}
        and o.completed_at < ((${to}::date + 1)::timestamp at time zone ${event.timeZone})
      group by 1
    ),
    before as (select coalesce(sum(tickets), 0) as tickets, coalesce(sum(revenue), 0) as revenue
               from daily where day < ${from}::date)
    select to_char(d.day, 'YYYY-MM-DD') as date,
      coalesce(x.tickets, 0)::int as tickets,
      coalesce(x.revenue, 0)::bigint as revenue,
      (before.tickets + sum(coalesce(x.tickets, 0)) over (order by d.day))::int as "cumulativeTickets",
      (before.revenue + sum(coalesce(x.revenue, 0)) over (order by d.day))::bigint as "cumulativeRevenue"
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
    left join daily x on x.day = d.day::date
    cross join before
    order by d.day`);
  return rows.map((r) => ({
    ...r,
    revenue: minor(r.revenue),
    cumulativeRevenue: minor(r.cumulativeRevenue),
  }));
}

/** The local day of the event's first completed order, if any. */
export async function firstSaleDay(db: Queryable, event: { id: number; timeZone: string }) {
  const [row] = await db.execute<{ day: string | null }>(sql`
    select to_char(min(o.completed_at) at time zone ${event.timeZone}, 'YYYY-MM-DD') as day
    from ${orders} o where o.event_id = ${event.id} and ${paidOrderSql}`);
  return row?.day ?? null;
}

/** Per ticket type: tickets issued (active or checked in) and checked in. */
export async function checkInsByType(db: Queryable, eventId: number) {
  return db.execute<{ ticketTypeId: number; name: string; issued: number; checkedIn: number }>(sql`
    select tt.id as "ticketTypeId", tt.name,
      (count(t.id) filter (where t.status in ('active', 'checked_in')))::int as issued,
      (count(t.id) filter (where t.status = 'checked_in'))::int as "checkedIn"
    from ${ticketTypes} tt left join ${tickets} t on t.event_id = tt.event_id and t.ticket_type_id = tt.id
    where tt.event_id = ${eventId}
    group by tt.id order by tt.id`);
}

/**
 * Check-ins per 15 minutes between `from` and `to`, from the first arrival's quarter hour to the
 * last's, empty quarters included. Epoch quarters are local quarters in every real zone (offsets are
 * whole quarter hours).
 */
export async function arrivalsPerQuarter(db: Queryable, eventId: number, from: Date, to: Date) {
  const rows = await db.execute<{ start: Date; arrivals: number }>(sql`
    with arrivals as (
      select to_timestamp(floor(extract(epoch from checked_in_at) / 900) * 900) as at, count(*) as n
      from ${tickets}
      where event_id = ${eventId} and checked_in_at >= ${from.toISOString()}::timestamptz
        and checked_in_at < ${to.toISOString()}::timestamptz
      group by 1
    )
    select s.at as start, coalesce(a.n, 0)::int as arrivals
    from generate_series((select min(at) from arrivals), (select max(at) from arrivals), interval '15 minutes') as s(at)
    left join arrivals a on a.at = s.at
    order by s.at`);
  return rows.map((r) => ({ start: new Date(r.start), arrivals: r.arrivals }));
}

/**
 * Completed orders grouped two ways in one pass: by channel (manual orders by is_manual; orders from
 * before the channel was recorded came through the web page) and by affiliate code (null: none).
 */
export async function salesAttribution(db: Queryable, eventId: number) {
  const rows = await db.execute<{
    byChannel: boolean;
    byPromoCode: boolean;
    channel: string | null;
    code: string | null;
    orders: number;
    tickets: number;
    revenue: string;
    discount: string;
  }>(sql`
    with per_order as (
      select case when o.is_manual then 'manual' else coalesce(o.channel, 'web') end as channel,
        o.affiliate_code_id, o.promo_code_id, ${netSubtotal(ordersAsO)} as total_minor,
        ${netTicketsOfOrder(ordersAsO)} as tickets,
        (select coalesce(sum(oi.quantity * (oi.list_price_minor - oi.unit_price_minor)), 0) from ${orderItems} oi
          where oi.order_id = o.id and oi.list_price_minor is not null) as discount_minor
      from ${orders} o
      where o.event_id = ${eventId} and ${paidOrderSql}
    )
    select grouping(p.channel) = 0 as "byChannel", grouping(p.promo_code_id) = 0 as "byPromoCode", p.channel,
      case when grouping(p.promo_code_id) = 0 then pc.code else ac.code end as code,
      count(*)::int as orders, sum(p.tickets)::int as tickets, sum(p.total_minor)::bigint as revenue,
      sum(p.discount_minor)::bigint as discount
    from per_order p left join ${affiliateCodes} ac on ac.id = p.affiliate_code_id
      left join ${promoCodes} pc on pc.id = p.promo_code_id
    group by grouping sets ((p.channel), (p.affiliate_code_id, ac.code), (p.promo_code_id, pc.code))
    having grouping(p.promo_code_id) = 1 or p.promo_code_id is not null
    order by revenue desc`);
  return rows.map((r) => ({ ...r, revenue: minor(r.revenue), discount: minor(r.discount) }));
}
