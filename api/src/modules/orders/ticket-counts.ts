import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/*
 * One definition of sold, for every screen and figure that counts tickets (decisions.md item 46).
 * - Sold: tickets of paid orders (completed; box-office orders are completed when issued).
 * - Held in checkouts: tickets of pending orders whose hold still stands (not yet released).
 * A ticket type's `soldQuantity` (the spec's stock field: available = quantity - soldQuantity) is
 * the stock taken, sold + held: this module's stock writes keep it so. Never show it as 'sold'.
 */

/** A paid order (drizzle). */
export const isPaidOrder = eq(orders.status, 'completed');

/** An order holding stock in an open checkout (drizzle). */
const isHoldingOrder = and(eq(orders.status, 'pending'), isNotNull(orders.holdExpiresAt));

/** The same two for hand-written SQL, orders aliased `o` as the house's SQL does. */
export const paidOrderSql = sql.raw(`o.status = 'completed'`);
export const holdingOrderSql = sql.raw(`(o.status = 'pending' and o.hold_expires_at is not null)`);

/**
 * Tickets held in checkouts per ticket type: a subquery to join on `ticketTypeId` (open holds are few,
 * found by the pending-hold index).
 */
export function heldPerTicketType(db: Queryable) {
  return db
    .select({
      ticketTypeId: orderItems.ticketTypeId,
      held: sql<number>`sum(${orderItems.quantity})::int`.as('held'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(isHoldingOrder)
    .groupBy(orderItems.ticketTypeId)
    .as('held_tickets');
}

/** Tickets held in checkouts per ticket type of `eventIds` (a type absent: none held). */
export async function heldTicketsOf(db: Queryable, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ ticketTypeId: orderItems.ticketTypeId, held: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(isHoldingOrder, inArray(orders.eventId, eventIds)))
    .groupBy(orderItems.ticketTypeId);
  return new Map(rows.map((r) => [r.ticketTypeId, r.held]));
}

/** A ticket type's sold and held tickets, from its stock taken and what open checkouts hold of it. */
export function ticketCounts(taken: number, held: number) {
  return { sold: taken - held, held };
}
