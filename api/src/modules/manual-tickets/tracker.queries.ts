import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { events, orderItems, orders, manualTicketRecords as records, ticketTypes, users } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import { netSubtotal, netTicketsOfOrder } from '../orders';
import type { Reach } from './reach';
import type { trackerRanges, trackerSorts } from './tracker.schemas';

/** The tracker's calendar (decisions.md item 3): days and months are Kuala Lumpur's. */
const ZONE = sql.raw(`'Asia/Kuala_Lumpur'`);
const today = sql`(now() at time zone ${ZONE})::date`;

export interface TrackerFilters {
  search?: string;
  range?: (typeof trackerRanges)[number];
}

const recipient = alias(users, 'recipient');
const generator = alias(users, 'generator');

/** When a range starts, as a day of the tracker's calendar (for the daily series) and as an instant. */
const rangeStartDay = {
  today,
  week: sql`((now() - interval '7 days') at time zone ${ZONE})::date`,
  month: sql`((now() - interval '30 days') at time zone ${ZONE})::date`,
};
const rangeStart = {
  today: sql`(date_trunc('day', now() at time zone ${ZONE}) at time zone ${ZONE})`,
  week: sql`now() - interval '7 days'`,
  month: sql`now() - interval '30 days'`,
};

/** Which records the caller sees (reach.ts) and the filters, as one condition over the joined rows. */
function matching(reach: Reach, filters: TrackerFilters): SQL | undefined {
  const range = filters.range && filters.range !== 'all' ? rangeStart[filters.range] : undefined;
  return and(
    reach.kind === 'own-events' ? eq(events.organizerId, reach.userId) : undefined,
    reach.kind === 'own-records' ? eq(records.generatedById, reach.userId) : undefined,
    range ? sql`${records.createdAt} >= ${range}` : undefined,
    filters.search
      ? sql`lower(${recipient.email} || ' ' || ${recipient.name} || ' ' || ${events.title} || ' ' || ${orders.id}::text
          || ' ' || ${generator.email} || ' ' || ${generator.name}) like ${containing(filters.search)}`
      : undefined,
  );
}

/** The joined rows every tracker figure reads: a manual order has exactly one item. */
const joined = <T extends PgSelect>(select: T) =>
  select
    .innerJoin(orders, eq(orders.id, records.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .innerJoin(recipient, eq(recipient.id, records.targetUserId))
    .innerJoin(generator, eq(generator.id, records.generatedById));

const sortColumns: Record<(typeof trackerSorts)[number], SQL | typeof records.createdAt> = {
  createdAt: records.createdAt,
  totalValue: netSubtotal(),
  userName: sql`lower(${recipient.name})`,
  eventTitle: sql`lower(${events.title})`,
};

/** A page of records in the order asked for (ties by id, the same way), with the total. */
export async function recordPage(
  db: Queryable,
  reach: Reach,
  filters: TrackerFilters & { sort?: (typeof trackerSorts)[number]; direction?: 'asc' | 'desc' },
  window: { limit: number; offset: number },
) {
  const where = matching(reach, filters);
  const order = filters.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    joined(
      db
        .select({
          id: records.id,
          orderId: records.orderId,
          userName: recipient.name,
          userEmail: recipient.email,
          eventId: events.id,
          eventTitle: events.title,
          ticketType: ticketTypes.name,
          // Net of cancelled tickets (the orders module's net-figures.ts), as every figure here.
          quantity: sql<number>`${netTicketsOfOrder()}`.mapWith(Number),
          totalMinor: sql<number>`${netSubtotal()}`.mapWith(Number),
          currency: orders.currency,
          generatedBy: generator.email,
          generatedByName: generator.name,
          reason: records.reason,
          createdAt: records.createdAt,
        })
        .from(records)
        .$dynamic(),
    )
      .where(where)
      .orderBy(order(sortColumns[filters.sort ?? 'createdAt']), order(records.id))
      .limit(window.limit)
      .offset(window.offset),
    joined(db.select({ total: count() }).from(records).$dynamic()).where(where),
  ]);
  return { rows, total };
}

/**
 * The summary cards and the daily series of the records matching the filters, in one statement:
 * tickets, distinct recipients, value per currency, this calendar month's tickets and value per
 * currency, and tickets per day from the range's first day (for 'all', the first record's) to today,
 * empty days included.
 */
export async function recordSummary(db: Queryable, reach: Reach, filters: TrackerFilters) {
  const picked = joined(
    db
      .select({
        userId: sql`${records.targetUserId}`.as('user_id'),
        quantity: sql`${netTicketsOfOrder()}`.as('quantity'),
        totalMinor: sql`${netSubtotal()}`.as('total_minor'),
        currency: sql`${orders.currency}`.as('currency'),
        day: sql`(${records.createdAt} at time zone ${ZONE})::date`.as('day'),
        thisMonth:
          sql`${records.createdAt} >= (date_trunc('month', now() at time zone ${ZONE}) at time zone ${ZONE})`.as(
            'this_month',
          ),
      })
      .from(records)
      .$dynamic(),
  ).where(matching(reach, filters));
  const firstDay =
    filters.range && filters.range !== 'all' ? rangeStartDay[filters.range] : sql`(select min(day) from picked)`;
  const [row] = await db.execute<{
    tickets: number;
    users: number;
    monthTickets: number;
    values: { currency: string; minor: number; monthMinor: number | null }[];
    daily: { day: string; tickets: number }[];
  }>(sql`
    with picked as materialized (${picked})
    select
      (select coalesce(sum(quantity), 0)::int from picked) as tickets,
      (select count(distinct user_id)::int from picked) as users,
      (select coalesce(sum(quantity) filter (where this_month), 0)::int from picked) as "monthTickets",
      (select coalesce(json_agg(json_build_object('currency', currency, 'minor', minor, 'monthMinor', month_minor)
                                order by currency), '[]')
         from (select currency, sum(total_minor) as minor, sum(total_minor) filter (where this_month) as month_minor
                 from picked group by currency) as per_currency) as values,
      (select coalesce(json_agg(json_build_object('day', d::date::text, 'tickets', coalesce(n, 0)) order by d), '[]')
         from generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') as d
         left join (select day, sum(quantity)::int as n from picked group by day) as per_day on per_day.day = d::date)
        as daily`);
  return row;
}
