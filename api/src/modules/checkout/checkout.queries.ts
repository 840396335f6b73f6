import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { demoPaymentIntents, events, orderItems, orders, ticketTypes } from '../../db/schema';
import { isOpenEvent } from '../events/events.queries';

/**
 * An open event with those of `ticketTypeIds` that are its own, in one round trip (every checkout
 * attempt reads both). Undefined when the event is not open. Not the event page's findListedEvent:
 * on the flash-sale path this reads two event columns and only the cart's types, with no organizer.
 */
export async function findEventForCheckout(db: Queryable, eventId: number, ticketTypeIds: number[]) {
  const rows = await db
    .select({ event: { id: events.id, currency: events.currency }, type: ticketTypes })
    .from(events)
    .leftJoin(ticketTypes, and(eq(ticketTypes.eventId, events.id), inArray(ticketTypes.id, ticketTypeIds)))
    .where(and(eq(events.id, eventId), isOpenEvent()));
  if (!rows.length) return undefined;
  return { event: rows[0].event, types: rows.flatMap((row) => (row.type ? [row.type] : [])) };
}

export async function ticketTypesByIds(db: Queryable, ids: number[]) {
  return db.select().from(ticketTypes).where(inArray(ticketTypes.id, ids));
}

/** Unpaid orders of `userId` whose stock is still held. */
export async function countHeldOrders(db: Queryable, userId: string) {
  return db.$count(
    orders,
    and(eq(orders.userId, userId), eq(orders.status, 'pending'), gt(orders.holdExpiresAt, sql`now()`)),
  );
}

/**
 * Takes `quantity` of a ticket type, or nothing: one conditional statement, so two buyers can
 * never both take the last ticket (no read-then-write).
 */
export async function holdStock(db: Queryable, ticketTypeId: number, quantity: number) {
  const [row] = await db
    .update(ticketTypes)
    .set({ soldQuantity: sql`${ticketTypes.soldQuantity} + ${quantity}` })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        eq(ticketTypes.isActive, true),
        sql`${ticketTypes.quantity} - ${ticketTypes.soldQuantity} >= ${quantity}`,
      ),
    )
    .returning({ id: ticketTypes.id });
  return row !== undefined;
}

/**
 * Gives an order's held stock back, once: the order leaves 'pending' with its hold in the same
 * conditional statement, so a second release (another instance's sweep, a retry) finds nothing.
 */
export async function releaseHold(db: Queryable, orderId: string, status: 'failed' | 'cancelled', reason: string) {
  const [released] = await db
    .update(orders)
    .set({ status, holdExpiresAt: null, failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), sql`${orders.holdExpiresAt} is not null`))
    .returning({ id: orders.id });
  if (!released) return false;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items.sort((a, b) => a.ticketTypeId - b.ticketTypeId)) {
    await db
      .update(ticketTypes)
      .set({ soldQuantity: sql`${ticketTypes.soldQuantity} - ${item.quantity}` })
      .where(eq(ticketTypes.id, item.ticketTypeId));
  }
  return true;
}

/** A pending order and its items (their unit prices are the server's, fixed from now on). */
export async function insertOrder(
  db: Queryable,
  order: typeof orders.$inferInsert,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
) {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row.id;
}

export async function attachIntent(db: Queryable, orderId: string, provider: string, paymentIntentId: string) {
  await db.update(orders).set({ paymentProvider: provider, paymentIntentId }).where(eq(orders.id, orderId));
}

export async function findDemoIntent(db: Queryable, id: string) {
  const [row] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, id));
  return row;
}

export async function recordDemoDecline(db: Queryable, id: string, errorCode: string) {
  await db
    .update(demoPaymentIntents)
    .set({ lastErrorCode: errorCode, updatedAt: sql`now()` })
    .where(eq(demoPaymentIntents.id, id));
}

/** Succeeds the intent unless it was cancelled meanwhile. */
export async function markDemoSucceeded(db: Queryable, id: string) {
  await db
    .update(demoPaymentIntents)
    .set({ status: 'succeeded', lastErrorCode: null, updatedAt: sql`now()` })
    .where(and(eq(demoPaymentIntents.id, id), ne(demoPaymentIntents.status, 'canceled')));
}
