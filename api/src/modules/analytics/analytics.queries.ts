import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, orderItems, orders, tickets, ticketTypes, users } from '../../db/schema';
import { givenBackPerType, isPaidOrder, netServiceFee, netSubtotal, refundedPerType, validTickets } from '../orders';

/**
 * Every figure here is one aggregate in PostgreSQL (never orders loaded into Node). A sale is a
 * paid (completed) order, the orders module's one definition: pending, failed (refunded ones
 * included) and cancelled orders never count. Figures are net of refunds (the orders module's
 * net-figures.ts: tickets given back are not sold, refunds' parts leave revenue and fees).
 */
const completed = isPaidOrder;

/** The events an analytics caller sees: an organizer's own, or (organizerId undefined) all. */
const scope = (organizerId: string | undefined): SQL | undefined =>
  and(isNull(events.deletedAt), organizerId === undefined ? undefined : eq(events.organizerId, organizerId));

const int = (expression: SQL) => sql`coalesce(${expression}, 0)`.mapWith(Number);

/** What analytics needs of an event, deleted or not (the service decides). */
export async function findAnalyticsEvent(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: events.id,
      organizerId: events.organizerId,
      title: events.title,
      currency: events.currency,
      timeZone: events.timeZone,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      createdAt: events.createdAt,
      deletedAt: events.deletedAt,
    })
    .from(events)
    .where(eq(events.id, id));
  return row;
}

export type AnalyticsEvent = NonNullable<Awaited<ReturnType<typeof findAnalyticsEvent>>>;

/** Revenue and fees of completed orders, one row per currency. */
export async function revenueByCurrency(db: Queryable, organizerId: string | undefined) {
  return db
    .select({
      currency: orders.currency,
      revenueMinor: int(sql`sum(${netSubtotal()})`),
      feesMinor: int(sql`sum(${netServiceFee()})`),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(completed, scope(organizerId)))
    .groupBy(orders.currency)
    .orderBy(orders.currency);
}

/** Tickets in completed orders, less those given back. */
export async function ticketsSold(db: Queryable, organizerId: string | undefined) {
  const [[paid], [givenBack]] = await Promise.all([
    db
      .select({ n: int(sql`sum(${orderItems.quantity})`) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(and(completed, scope(organizerId))),
    db
      .select({ n: int(sql`count(*)`) })
      .from(tickets)
      .innerJoin(events, eq(events.id, tickets.eventId))
      .where(and(sql`${tickets.status} in ('refunded', 'cancelled')`, scope(organizerId))),
  ]);
  return (paid?.n ?? 0) - (givenBack?.n ?? 0);
}

export async function countEvents(db: Queryable, organizerId: string | undefined) {
  return db.$count(events, scope(organizerId));
}

/** The newest orders of any status (the analytics page shows 5). */
export async function recentOrders(db: Queryable, organizerId: string | undefined, limit: number) {
  return db
    .select({
      id: orders.id,
      eventTitle: events.title,
      userEmail: users.email,
      totalMinor: orders.totalMinor,
      serviceFeeMinor: orders.serviceFeeMinor,
      refundedMinor: orders.refundedMinor,
      validTickets: validTickets(),
      netMinor: sql`${netSubtotal()}`.mapWith(Number),
      currency: orders.currency,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(scope(organizerId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** One event's completed orders: revenue, fees and how many. */
export async function eventTotals(db: Queryable, eventId: number) {
  const [row] = await db
    .select({
      revenueMinor: int(sql`sum(${netSubtotal()})`),
      feesMinor: int(sql`sum(${netServiceFee()})`),
      orders: int(sql`count(*)`),
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), completed));
  return row;
}

/**
 * Every ticket type of the event with what its completed orders bought (0 when nothing), less the
 * tickets given back and the refunds' ticket parts spread over them.
 */
export async function ticketTypeSales(db: Queryable, eventId: number) {
  const givenBack = sql`${givenBackPerType(eventId)}`;
  const refunded = sql`${refundedPerType(eventId)}`;
  const sales = db
    .select({
      ticketTypeId: orderItems.ticketTypeId,
      sold: sql<number>`sum(${orderItems.quantity})`.as('sold'),
      revenueMinor: sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPriceMinor})`.as('revenue_minor'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.eventId, eventId), completed))
    .groupBy(orderItems.ticketTypeId)
    .as('sales');
  return db
    .select({
      ticketTypeId: ticketTypes.id,
      name: ticketTypes.name,
      sold: int(sql`${sales.sold} - coalesce(given_back.n, 0)`),
      revenueMinor: int(sql`${sales.revenueMinor} - coalesce(refunded.minor, 0)`),
    })
    .from(ticketTypes)
    .leftJoin(sales, eq(sales.ticketTypeId, ticketTypes.id))
    .leftJoin(sql`${givenBack} given_back`, sql`given_back.ticket_type_id = ${ticketTypes.id}`)
    .leftJoin(sql`${refunded} refunded`, sql`refunded.ticket_type_id = ${ticketTypes.id}`)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(ticketTypes.id);
}
