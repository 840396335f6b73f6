import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { demoPaymentIntents, ticketTypes } from '../../db/schema';

/** Ticket types by id, as they are now (a refused checkout's answer names what is left). */
export async function ticketTypesByIds(db: Queryable, ids: number[]) {
  return db.select().from(ticketTypes).where(inArray(ticketTypes.id, ids));
}

/** The demo provider's intent, as its payment form confirms it. */
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
