import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateCodes, orderItems, orders, ticketTypes } from '../../db/schema';

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

export async function findAffiliateCode(db: Queryable, code: string) {
  const [row] = await db.select().from(affiliateCodes).where(eq(affiliateCodes.code, code));
  return row;
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
