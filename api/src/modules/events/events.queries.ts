import type { CategorySlug } from '@pentas/openapi';
import { and, asc, count, desc, eq, gt, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { events, orders, ticketTypes, users } from '../../db/schema';
import { ordersAsO, owedBack, reservedLeftOf } from '../orders';

export interface EventFilters {
  q?: string;
  category?: CategorySlug;
  location?: string;
  date?: 'this-week' | 'this-month' | 'next-month';
}

const ZONE = sql.raw(`'Asia/Kuala_Lumpur'`);
const localNow = sql`(now() at time zone ${ZONE})`;

/** [from, to) of a date filter as instants, the calendar being Kuala Lumpur's. */
function dateWindow(date: NonNullable<EventFilters['date']>): SQL {
  const bounds = {
    'this-week': [sql`date_trunc('day', ${localNow})`, sql`date_trunc('week', ${localNow}) + interval '1 week'`],
    'this-month': [sql`date_trunc('day', ${localNow})`, sql`date_trunc('month', ${localNow}) + interval '1 month'`],
    'next-month': [
      sql`date_trunc('month', ${localNow}) + interval '1 month'`,
      sql`date_trunc('month', ${localNow}) + interval '2 months'`,
    ],
  }[date];
  return sql`${events.startsAt} >= (${bounds[0]}) at time zone ${ZONE} and ${events.startsAt} < (${bounds[1]}) at time zone ${ZONE}`;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** Listed = active, not deleted, not yet over. */
function listedWhere(filters: EventFilters): SQL | undefined {
  const pattern = filters.q ? `%${escapeLike(filters.q.toLowerCase())}%` : undefined;
  return and(
    isOnSale(),
    filters.category ? eq(events.category, filters.category) : undefined,
    filters.location ? eq(events.country, filters.location) : undefined,
    filters.date ? dateWindow(filters.date) : undefined,
    // search_text is lower(title, description, venue, location), trigram-indexed.
    pattern ? sql`${events.searchText} like ${pattern}` : undefined,
  );
}

const minPriceMinor = sql<
  number | null
>`(select min(tt.price_minor) from ${ticketTypes} tt where tt.event_id = "events"."id" and tt.is_active and not tt.hidden)`.mapWith(
  (v) => (v === null ? null : Number(v)),
);

/**
 * One page of listed events and the total. The page's ids are found first (an index-only scan
 * ordered by start), and only those nine rows are joined for their columns and lowest price:
 * with OFFSET, a price subquery in the outer select would run for every skipped row too.
 */
export async function listEvents(db: Queryable, filters: EventFilters, page: { limit: number; offset: number }) {
  const where = listedWhere(filters);
  const ids = db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: events, minPriceMinor })
      .from(ids)
      .innerJoin(events, eq(events.id, ids.id))
      .orderBy(asc(ids.startsAt), asc(ids.id)),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** An event anyone may open (and buy for): active and not deleted. */
export const isOpenEvent = () => and(isNull(events.deletedAt), eq(events.isActive, true));

/**
 * Open, not cancelled and not yet over: what the catalog lists, and what the box office issues tickets
 * for (a cancelled event keeps its page, with its banner, but leaves the lists: decision 58).
 */
export const isOnSale = () =>
  and(isOpenEvent(), isNull(events.cancelledAt), sql`coalesce(${events.endsAt}, ${events.startsAt}) >= now()`);

/**
 * A listed (not deleted, active) event with its organizer's name and its active ticket types
 * (cheapest first), or undefined. One round trip, prepared: each of hundreds of event pages is
 * reloaded every few seconds (the catalog cache), and PostgreSQL plans the join once per connection.
 */
export async function findListedEvent(db: Queryable, id: number) {
  const rows = await listedEventWithTypes(db).execute({ id });
  if (!rows.length) return undefined;
  const { event, organizerName } = rows[0];
  return {
    event,
    organizerName,
    types: rows.flatMap((row) => (row.type ? [asThePublicSees(row.type, row.reserved)] : [])),
  };
}

/**
 * A type as the public may buy it: the stock live codes set aside counts as taken (decisions.md item
 * 65), so `available` and the sale state leave it out.
 */
function asThePublicSees<T extends { quantity: number; soldQuantity: number }>(type: T, reserved: number) {
  return { ...type, soldQuantity: Math.min(type.quantity, type.soldQuantity + Number(reserved)) };
}

const listedEventWithTypes = preparedPerHandle((db) =>
  db
    .select({
      event: events,
      organizerName: users.name,
      type: ticketTypes,
      reserved: reservedLeftOf(events.id, ticketTypes.id),
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .leftJoin(
      ticketTypes,
      and(eq(ticketTypes.eventId, events.id), eq(ticketTypes.isActive, true), eq(ticketTypes.hidden, false)),
    )
    .where(and(eq(events.id, sql.placeholder('id')), isOpenEvent()))
    .orderBy(asc(ticketTypes.priceMinor), asc(ticketTypes.id))
    .prepare('listed_event_with_types'),
);

/**
 * The active hidden types of an event that an access code reveals (all of them when it names no
 * types), as the public may buy them, the code's own reservation apart (the caller adds it back).
 */
export async function revealedTypes(db: Queryable, eventId: number, ids: number[]) {
  const rows = await db
    .select({ type: ticketTypes, reserved: reservedLeftOf(ticketTypes.eventId, ticketTypes.id) })
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.eventId, eventId),
        eq(ticketTypes.isActive, true),
        eq(ticketTypes.hidden, true),
        ids.length ? inArray(ticketTypes.id, ids) : undefined,
      ),
    );
  return rows.map((r) => asThePublicSees(r.type, r.reserved));
}

/** An event that is not deleted (active or not), for its organizer or an admin. */
export async function findManageableEvent(db: Queryable, id: number) {
  const [row] = await db
    .select({ event: events, organizerName: users.name })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .where(and(eq(events.id, id), isNull(events.deletedAt)));
  return row;
}

/**
 * The same, its event row locked against other edits for the rest of the transaction (no key update:
 * checkouts' key-share locks are not waited for), so an edit decides on and audits the row as it is,
 * after any edit before it.
 */
export async function lockManageableEvent(db: Queryable, id: number) {
  const [row] = await db
    .select({ event: events })
    .from(events)
    .where(and(eq(events.id, id), isNull(events.deletedAt)))
    .for('no key update');
  return row?.event;
}

/** Not-deleted events, newest first: one organizer's, or everyone's when organizerId is undefined. */
export async function listManageableEvents(db: Queryable, organizerId: string | undefined) {
  return db
    .select({ event: events, organizerName: users.name })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .where(and(isNull(events.deletedAt), organizerId ? eq(events.organizerId, organizerId) : undefined))
    .orderBy(desc(events.createdAt), desc(events.id));
}

export async function ticketTypesOf(db: Queryable, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db.select().from(ticketTypes).where(inArray(ticketTypes.eventId, eventIds)).orderBy(asc(ticketTypes.id));
}

/** A completed order of the event still owing its buyer money back (a complimentary one owes nothing). */
const paidOrderOf = (eventId: SQL | number) => sql`exists (select 1 from ${orders} o
  where o.event_id = ${eventId} and o.status = 'completed' and ${owedBack(ordersAsO)} > 0)`;

/**
 * Not deleted → deleted, one conditional statement: of two concurrent deletes one gets the row. An
 * event with paid orders not yet refunded is not deleted (decision 58: cancel it, which refunds them).
 */
export async function softDeleteEvent(db: Queryable, id: number) {
  const [row] = await db
    .update(events)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(events.id, id), isNull(events.deletedAt), sql`not ${paidOrderOf(sql`${events.id}`)}`))
    .returning({ id: events.id, deletedAt: events.deletedAt });
  return row;
}

/** Whether the event has paid orders not refunded in full (why a delete was refused). */
export async function hasPaidOrders(db: Queryable, id: number) {
  const [row] = await db.execute<{ paid: boolean }>(sql`select ${paidOrderOf(id)} as paid`);
  return row?.paid === true;
}

/** An event's deletion time, its row locked for the rest of the transaction (restore decides on it). */
export async function lockDeletion(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: events.id, deletedAt: events.deletedAt })
    .from(events)
    .where(eq(events.id, id))
    .for('update');
  return row;
}

export async function clearDeletion(db: Queryable, id: number) {
  await db.update(events).set({ deletedAt: null, updatedAt: new Date() }).where(eq(events.id, id));
}

export async function insertEvent(db: Queryable, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row.id;
}

export async function insertTicketTypes(db: Queryable, rows: (typeof ticketTypes.$inferInsert)[]) {
  return db.insert(ticketTypes).values(rows).returning();
}

export async function updateEventRow(db: Queryable, id: number, changes: Partial<typeof events.$inferInsert>) {
  await db.update(events).set(changes).where(eq(events.id, id));
}

/**
 * Sets the currency only while the event has no order and no ticket sold or held: one conditional
 * UPDATE, false when something was. Call it in a transaction: the row lock first waits for any
 * checkout of the event still in flight (its order's foreign key holds a KEY SHARE lock on the event
 * row until it commits, which FOR UPDATE conflicts with), so the check below sees that order, and a
 * checkout arriving later waits for this transaction.
 */
export async function changeCurrencyIfUnsold(tx: Queryable, id: number, currency: string) {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
  const changed = await tx
    .update(events)
    .set({ currency })
    .where(
      and(
        eq(events.id, id),
        notExists(tx.select({ id: orders.id }).from(orders).where(eq(orders.eventId, id))),
        notExists(
          tx
            .select({ id: ticketTypes.id })
            .from(ticketTypes)
            .where(and(eq(ticketTypes.eventId, id), gt(ticketTypes.soldQuantity, 0))),
        ),
      ),
    )
    .returning({ id: events.id });
  return changed.length > 0;
}
