import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { demoPaymentIntents, events, type PaidWith, ticketTypes } from '../../db/schema';

/** Ticket types by id, as they are now (a refused checkout's answer names what is left). */
export async function ticketTypesByIds(db: Queryable, ids: number[]) {
  return db.select().from(ticketTypes).where(inArray(ticketTypes.id, ids));
}

/** Whether the event has been cancelled (a refused hold's answer says so rather than "not found"). */
export async function isCancelled(deps: { db: Queryable }, eventId: number) {
  const [row] = await deps.db.select({ at: events.cancelledAt }).from(events).where(eq(events.id, eventId));
  return Boolean(row?.at);
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
 * provider's cancel also updates conditionally, so of a payment and a cancel one wins. How it was paid
 * is written by the same statement, by the first success only (of two forms sent at once, the one that
 * paid first is the receipt's). Answers how it was paid, or undefined when it was cancelled.
 */
export async function markDemoSucceeded(db: Queryable, id: string, paidWith: PaidWith) {
  const [row] = await db
    .update(demoPaymentIntents)
    .set({
      status: 'succeeded',
      lastErrorCode: null,
      paidWith: sql`case when ${demoPaymentIntents.status} = 'succeeded' then ${demoPaymentIntents.paidWith}
        else ${JSON.stringify(paidWith)}::jsonb end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(demoPaymentIntents.id, id), ne(demoPaymentIntents.status, 'canceled')))
    .returning({ paidWith: demoPaymentIntents.paidWith });
  return row ? { paidWith: row.paidWith } : undefined;
}
