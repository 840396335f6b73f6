import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, orderItems, orders, paymentAttempts, refunds, users } from '../../db/schema';

/** Midnight of today in `zone`, as an instant, computed by PostgreSQL (never by adding hours). */
const startOfToday = (zone: string) => sql`(date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`;

/** Checkout orders created today (manual ones are not payments). */
export async function ordersSince(db: Queryable, zone: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, startOfToday(zone)), eq(orders.isManual, false)));
  return row.n;
}

/** Today's payment attempts per method: how many, how many failed. */
export async function attemptsByMethod(db: Queryable, zone: string) {
  return db
    .select({
      method: paymentAttempts.method,
      attempts: count(),
      failures: sql<number>`(count(*) filter (where not ${paymentAttempts.succeeded}))::int`,
    })
    .from(paymentAttempts)
    .where(gte(paymentAttempts.createdAt, startOfToday(zone)))
    .groupBy(paymentAttempts.method)
    .orderBy(paymentAttempts.method);
}

/** Today's failed attempts per decline code, commonest first. */
export async function failuresByCode(db: Queryable, zone: string) {
  return db
    .select({ errorCode: sql<string>`coalesce(${paymentAttempts.errorCode}, 'unknown')`, failures: count() })
    .from(paymentAttempts)
    .where(and(gte(paymentAttempts.createdAt, startOfToday(zone)), eq(paymentAttempts.succeeded, false)))
    .groupBy(sql`1`)
    .orderBy(desc(count()), sql`1`);
}

/**
 * Pending orders past their hold that still hold stock: what the minute sweep has not (yet) released.
 * Found through the partial index on pending holds.
 */
export async function stuckHolds(db: Queryable) {
  const [row] = await db
    .select({
      orders: sql<number>`count(distinct ${orders.id})::int`,
      tickets: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      oldestHoldExpiredAt: sql<Date | null>`min(${orders.holdExpiresAt})`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.status, 'pending'), isNotNull(orders.holdExpiresAt), lt(orders.holdExpiresAt, sql`now()`)));
  return row;
}

/** Refunds an admin must pay back by hand: refused by the provider (failed) or past its window (manual). */
const toSettle = sql`${refunds.state} in ('failed', 'manual')`;

/** How many refunds wait for an admin, and the oldest `limit` of them with their order and event. */
export async function refundsToSettle(db: Queryable, limit: number) {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(refunds).where(toSettle),
    db
      .select({
        id: refunds.id,
        orderId: refunds.orderId,
        eventTitle: events.title,
        // The order's contact, else the buyer's account: whom to pay back.
        customerEmail: sql<string | null>`coalesce(${orders.customerEmail}, ${users.email})`,
        amountMinor: refunds.amountMinor,
        currency: refunds.currency,
        state: refunds.state,
        failureReason: refunds.failureReason,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(toSettle)
      .orderBy(refunds.createdAt, refunds.id)
      .limit(limit),
  ]);
  return { count: n, rows };
}
