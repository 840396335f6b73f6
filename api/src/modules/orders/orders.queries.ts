import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, orderItems, orders, type PaidWith, tickets, ticketTypes } from '../../db/schema';
import { notPaidWithin } from './failure-reasons';

export async function findOrderByIntent(db: Queryable, paymentIntentId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return row;
}

export async function itemsOf(db: Queryable, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.ticketTypeId);
}

/**
 * Whether the order's event is still on (neither deleted nor cancelled), its row share-locked for the
 * rest of the transaction: a deletion or cancellation waits for a payment being completed (then the
 * cancellation job refunds it), or was made first and is seen here (then the payment is refunded, never
 * completed). Undefined for no such order.
 */
export async function lockEventOfOrder(db: Queryable, orderId: string) {
  const rows = await db.execute<{ open: boolean }>(sql`
    select ${events.deletedAt} is null and ${events.cancelledAt} is null as open from ${events}
    where ${events.id} = (select ${orders.eventId} from ${orders} where ${orders.id} = ${orderId})
    for share`);
  return rows[0]?.open;
}

/**
 * Pending with its stock still held → completed, with how it was paid. One statement: of two callers,
 * one wins.
 */
export async function completeHeldOrder(db: Queryable, orderId: string, paidWith: PaidWith | null) {
  const [row] = await db
    .update(orders)
    .set({ status: 'completed', holdExpiresAt: null, paidWith, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), isNotNull(orders.holdExpiresAt)))
    .returning();
  return row;
}

/** Locks the order row for the rest of the transaction (late payments are decided one at a time). */
export async function lockOrder(db: Queryable, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function markCompleted(db: Queryable, orderId: string, paidWith: PaidWith | null) {
  await db
    .update(orders)
    .set({
      status: 'completed',
      holdExpiresAt: null,
      failureReason: null,
      paidWith,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}

/**
 * How a completed order was paid, when its completion did not know (a webhook that could not read the
 * charge): filled once by a later caller that does, never overwritten.
 */
export async function fillPaidWith(db: Queryable, orderId: string, paidWith: PaidWith) {
  await db
    .update(orders)
    .set({ paidWith })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'completed'), sql`${orders.paidWith} is null`));
}

export async function markFailed(db: Queryable, orderId: string, reason: string) {
  await db
    .update(orders)
    .set({ status: 'failed', holdExpiresAt: null, failureReason: reason, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * One ticket per unit bought, held by the buyer, in one multi-row INSERT (a box-office order may be
 * 1000 tickets). Answers the new tickets' ids in id order. Their QR codes are signed when asked for
 * (lib/ticket-signing), from the row, so nothing is signed here.
 */
export async function issueTickets(db: Queryable, order: { id: string; userId: string; eventId: number }) {
  const items = await itemsOf(db, order.id);
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({
      orderId: order.id,
      orderItemId: item.id,
      eventId: order.eventId,
      ticketTypeId: item.ticketTypeId,
      userId: order.userId,
    })),
  );
  if (!rows.length) return [];
  const issued = await db.insert(tickets).values(rows).returning({ id: tickets.id });
  return issued.map((t) => t.id).sort();
}

/**
 * How many of an order's tickets still admit someone (refund-status.ts), in a select from orders. The
 * table is named in full: drizzle leaves a column unqualified in a one-table select, where "id" would be the ticket's.
 */
export const validTickets = () =>
  sql<number>`(select count(*)::int from tickets vt where vt.order_id = ${orders}.id and vt.status in ('active', 'checked_in'))`;

/** A user's orders, newest first, with their items, ticket type names and event titles. */
export async function ordersOfUser(db: Queryable, userId: string) {
  const rows = await db
    .select({
      order: orders,
      eventTitle: events.title,
      eventTitleMs: events.titleMs,
      eventStartsAt: events.startsAt,
      eventTimeZone: events.timeZone,
      validTickets: validTickets(),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  const items = rows.length
    ? await db
        .select({ item: orderItems, typeName: ticketTypes.name })
        .from(orderItems)
        .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        .orderBy(orderItems.id)
    : [];
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.item.orderId === r.order.id) }));
}

/**
 * Removes a cancelled order (its items go with it; a demo intent keeps its record, like Stripe's). One
 * conditional statement: an order that anything completed meanwhile is never removed. True if removed.
 */
export async function deleteCancelledOrder(db: Queryable, orderId: string) {
  const rows = await db
    .delete(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'cancelled')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Pending orders whose hold has lapsed, oldest first (the sweep's work list). */
export async function findLapsedHolds(db: Queryable, limit: number) {
  return db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.holdExpiresAt, sql`now()`)))
    .orderBy(orders.holdExpiresAt)
    .limit(limit);
}

/** Pending orders created more than `hours` ago that hold nothing any more, oldest first (the 24-hour rule's work list). */
export async function findStalePending(db: Queryable, hours: number, limit: number) {
  return db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(staleClause(hours))
    .orderBy(orders.createdAt)
    .limit(limit);
}

/** One stale pending order → cancelled, in one conditional statement: of racing callers one gets true. */
export async function cancelStalePending(db: Queryable, orderId: string, hours: number) {
  const rows = await db
    .update(orders)
    .set({ status: 'cancelled', failureReason: notPaidWithin(hours), updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), staleClause(hours)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

const staleClause = (hours: number) =>
  and(
    eq(orders.status, 'pending'),
    sql`${orders.holdExpiresAt} is null`,
    lt(orders.createdAt, sql`now() - make_interval(hours => ${hours})`),
  );

export async function findOrder(db: Queryable, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** An order, and whether its hold is live by the database's clock (the one the sweep goes by). */
export async function findOrderAndHold(db: Queryable, id: string) {
  const [row] = await db
    .select({ order: orders, holdLive: sql<boolean>`coalesce(${orders.holdExpiresAt} > now(), false)` })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

/**
 * A pending order and its items (their unit prices are the server's, fixed from now on). The box office
 * writes its orders with this; checkout's own are written by the hold function (hold-orders.sql).
 */
export async function insertOrder(
  db: Queryable,
  order: typeof orders.$inferInsert,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
) {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row.id;
}

/**
 * Marks that a confirmation of the order's payment is beginning, while it is pending: if this
 * instance stops before completing it, the sweep's next pass (or the next start) settles it at once.
 */
export async function markPaymentConfirming(db: Queryable, orderId: string) {
  await db
    .update(orders)
    // To the millisecond, as JavaScript reads it back: clearPaymentConfirming compares the two.
    .set({ paymentConfirmingAt: sql`date_trunc('milliseconds', now())` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/**
 * Pending orders whose payment confirmation began at least `ageSeconds` ago (one begun since is most
 * likely still under way on some instance), oldest first.
 */
export async function findConfirmingPayments(db: Queryable, limit: number, ageSeconds: number) {
  return db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId, confirmingAt: orders.paymentConfirmingAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        isNotNull(orders.paymentConfirmingAt),
        lt(orders.paymentConfirmingAt, sql`now() - make_interval(secs => ${ageSeconds})`),
      ),
    )
    .orderBy(orders.paymentConfirmingAt)
    .limit(limit);
}

/** Clears the mark, unless a newer confirmation began since it was read. */
export async function clearPaymentConfirming(db: Queryable, orderId: string, confirmingAt: Date) {
  await db
    .update(orders)
    .set({ paymentConfirmingAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.paymentConfirmingAt, confirmingAt)));
}
