import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { affiliateCodes, events, promoCodes, ticketTypes } from '../../db/schema';
import { reservedLeftOf } from '../orders';

/** The event (not deleted) a code is made for: who organizes it, its zone and times. */
export async function eventForCodes(db: Queryable, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      organizerId: events.organizerId,
      currency: events.currency,
      timeZone: events.timeZone,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  return row;
}

/** Which of these ids are the event's ticket types. */
export async function typeIdsOfEvent(db: Queryable, eventId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, ids)));
  return rows.map((r) => r.id);
}

/**
 * What the public could still buy of a ticket type once every live reservation (the caller's just
 * written) is set aside; negative when they do not fit. The type's row is locked first, by a statement
 * of its own (after the code's row: codes, then types, as checkout locks), so the count that follows
 * sees every reservation committed before the lock was granted.
 */
export async function publicFreeOfType(db: Queryable, typeId: number) {
  await db.execute(sql`select 1 from ${ticketTypes} where id = ${typeId} for no key update`);
  const [row] = await db.execute<{ free: number }>(sql`
    select tt.quantity - tt.sold_quantity - ${reservedLeftOf(sql`tt.event_id`, sql`tt.id`)} as "free"
    from ${ticketTypes} tt where tt.id = ${typeId}`);
  return Number(row?.free ?? 0);
}

export async function affiliateCodeIdOf(db: Queryable, code: string) {
  const [row] = await db.select({ id: affiliateCodes.id }).from(affiliateCodes).where(eq(affiliateCodes.code, code));
  return row?.id;
}

const codeColumns = {
  code: promoCodes,
  affiliateCode: affiliateCodes.code,
};

/** Inserts codes; a code whose text the event already has live is skipped (the partial unique index). */
export async function insertCodes(db: Queryable, rows: (typeof promoCodes.$inferInsert)[]) {
  return db.insert(promoCodes).values(rows).onConflictDoNothing().returning();
}

/** One page of the event's live codes, newest first, and how many there are. */
export async function listCodes(db: Queryable, eventId: number, page: { limit: number; offset: number }) {
  const where = and(eq(promoCodes.eventId, eventId), isNull(promoCodes.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select(codeColumns)
      .from(promoCodes)
      .leftJoin(affiliateCodes, eq(affiliateCodes.id, promoCodes.affiliateCodeId))
      .where(where)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(promoCodes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A live code with its event's organizer, locked against other edits and checkouts' takes. */
export async function lockCode(db: Queryable, id: number) {
  const [row] = await db
    .select({ ...codeColumns, organizerId: events.organizerId, timeZone: events.timeZone })
    .from(promoCodes)
    .innerJoin(events, eq(events.id, promoCodes.eventId))
    .leftJoin(affiliateCodes, eq(affiliateCodes.id, promoCodes.affiliateCodeId))
    .where(and(eq(promoCodes.id, id), isNull(promoCodes.deletedAt), isNull(events.deletedAt)))
    .for('update', { of: promoCodes });
  return row;
}

/**
 * Changes a locked code; its limit only if not below what is used (one statement, so a checkout's
 * take in between cannot slip under it). Undefined when the limit was refused or the text is taken.
 */
export async function updateCode(db: Queryable, id: number, changes: Partial<typeof promoCodes.$inferInsert>) {
  try {
    const [row] = await db
      .update(promoCodes)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(
        and(eq(promoCodes.id, id), changes.maxUses == null ? undefined : sql`${promoCodes.used} <= ${changes.maxUses}`),
      )
      .returning();
    return row;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return 'taken' as const;
    throw err;
  }
}

export async function softDeleteCode(db: Queryable, id: number) {
  await db.update(promoCodes).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(promoCodes.id, id));
}

/** The affiliate code's text for a code's answer. */
export async function affiliateCodeText(db: Queryable, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select({ code: affiliateCodes.code }).from(affiliateCodes).where(eq(affiliateCodes.id, id));
  return row?.code ?? null;
}

/** A code's text by its id (an order's code, when its checkout is started again); deleted ones too. */
export async function codeTextById(db: Queryable, id: number) {
  const [row] = await db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id));
  return row?.code;
}

/** A live code of the event by its text, whatever its case (the buyer's), with its reseller's account. */
export async function findLiveCode(db: Queryable, eventId: number, code: string) {
  const [row] = await liveCode(db).execute({ eventId, code });
  return row === undefined ? undefined : { ...row.code, affiliateUserId: row.affiliateUserId };
}

// Prepared: every checkout that carries a code asks it, sold-out ones included (a flash sale's most).
const liveCode = preparedPerHandle((db) =>
  db
    .select({ code: promoCodes, affiliateUserId: affiliateCodes.userId })
    .from(promoCodes)
    .leftJoin(affiliateCodes, eq(affiliateCodes.id, promoCodes.affiliateCodeId))
    .where(
      and(
        eq(promoCodes.eventId, sql.placeholder('eventId')),
        sql`lower(${promoCodes.code}) = lower(${sql.placeholder('code')})`,
        isNull(promoCodes.deletedAt),
      ),
    )
    .prepare('live_promo_code'),
);
