import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, ticketTypes } from '../../db/schema';

/** A ticket type with its event, when the event is not deleted. */
export async function findTicketTypeWithEvent(db: Queryable, id: number) {
  const [row] = await db
    .select({ ticketType: ticketTypes, event: events })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(eq(ticketTypes.id, id), isNull(events.deletedAt)));
  return row;
}

/**
 * The same, its ticket type row locked against other edits for the rest of the transaction (no key
 * update: checkout's key-share locks are not waited for), so an edit decides on and audits the row as
 * it is, after any edit before it.
 */
export async function lockTicketTypeWithEvent(db: Queryable, id: number) {
  const [row] = await db
    .select({ ticketType: ticketTypes, event: events })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(eq(ticketTypes.id, id), isNull(events.deletedAt)))
    .for('no key update', { of: ticketTypes });
  return row;
}

/**
 * Applies the changes in one statement; a new quantity only if it is not below what is already sold
 * (a sale landing in between cannot slip under it). Undefined when the quantity was refused.
 */
export async function updateTicketType(db: Queryable, id: number, changes: Partial<typeof ticketTypes.$inferInsert>) {
  const [row] = await db
    .update(ticketTypes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      and(
        eq(ticketTypes.id, id),
        changes.quantity === undefined ? undefined : lte(ticketTypes.soldQuantity, changes.quantity),
      ),
    )
    .returning();
  return row;
}
