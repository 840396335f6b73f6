import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { demoPaymentIntents, orderItems, orders, ticketTypes } from '../../db/schema';

/**
 * An open event with those of `ticketTypeIds` that are its own, in one round trip (every checkout
 * attempt reads both). Undefined when the event is not open. Not the event page's findListedEvent:
 * on the flash-sale path this reads two event columns and only the cart's types, with no organizer.
 * Prepared (db/prepared.ts): under a flash sale every buyer, sold out or not, asks this.
 */
export async function ticketTypesByIds(db: Queryable, ids: number[]) {
  return db.select().from(ticketTypes).where(inArray(ticketTypes.id, ids));
}

/**
 * A pending order and its items (their unit prices are the server's, fixed from now on). The box office
 * writes its orders with this; checkout's own are written by hot-path.ts in one call.
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
 * Records the order's payment intent while the order still waits for it. False when the order left
 * 'pending' meanwhile (deleted by its buyer while its intent was being made): that intent must not
 * be paid.
 */
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

/**
 * Succeeds the intent unless it was cancelled meanwhile: one conditional statement on the row the
 * provider's cancel also updates conditionally, so of a payment and a cancel one wins. True if paid.
 */
export async function markDemoSucceeded(db: Queryable, id: string) {
  const rows = await db
    .update(demoPaymentIntents)
    .set({ status: 'succeeded', lastErrorCode: null, updatedAt: sql`now()` })
    .where(and(eq(demoPaymentIntents.id, id), ne(demoPaymentIntents.status, 'canceled')))
    .returning({ id: demoPaymentIntents.id });
  return rows.length > 0;
}
