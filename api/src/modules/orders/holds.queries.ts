import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, ticketTypes } from '../../db/schema';

/**
 * Takes `quantity` of a ticket type, or nothing: one conditional statement, so two buyers can
 * never both take the last ticket (no read-then-write).
 */
export async function takeStock(db: Queryable, ticketTypeId: number, quantity: number) {
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

export async function giveBackStock(db: Queryable, ticketTypeId: number, quantity: number) {
  await db
    .update(ticketTypes)
    .set({ soldQuantity: sql`${ticketTypes.soldQuantity} - ${quantity}` })
    .where(eq(ticketTypes.id, ticketTypeId));
}

/**
 * Moves a pending order that still holds stock out of 'pending' and clears its hold, in one
 * conditional statement: of any number of concurrent releases exactly one gets true.
 */
export async function markReleased(db: Queryable, orderId: string, status: 'failed' | 'cancelled', reason: string) {
  const [released] = await db
    .update(orders)
    .set({ status, holdExpiresAt: null, failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), sql`${orders.holdExpiresAt} is not null`))
    .returning({ id: orders.id });
  return released !== undefined;
}
