import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, orders, ticketTypes, users, waitingListEntries } from '../../db/schema';
import { isOpenEvent } from '../events';
import { reservedLeftOf } from '../orders';

/** A type with its event, as joining and offering check it. */
export async function typeWithEvent(db: Queryable, ticketTypeId: number) {
  const [row] = await db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      eventId: ticketTypes.eventId,
      priceMinor: ticketTypes.priceMinor,
      quantity: ticketTypes.quantity,
      soldQuantity: ticketTypes.soldQuantity,
      isActive: ticketTypes.isActive,
      hidden: ticketTypes.hidden,
      salesStartsAt: ticketTypes.salesStartsAt,
      salesEndsAt: ticketTypes.salesEndsAt,
      waitingListOn: ticketTypes.waitingListOn,
      offerHours: ticketTypes.offerHours,
      freed: ticketTypes.waitingListFreed,
      reserved: reservedLeftOf(ticketTypes.eventId, ticketTypes.id),
      event: events,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(eq(ticketTypes.id, ticketTypeId), sql`${events.deletedAt} is null`));
  return row;
}

/** Joins: the partial unique index refuses a second live entry (answers undefined). */
export async function insertEntry(db: Queryable, ticketTypeId: number, userId: string, quantity: number) {
  const [row] = await db
    .insert(waitingListEntries)
    .values({ ticketTypeId, userId, quantity })
    .onConflictDoNothing({
      target: [waitingListEntries.ticketTypeId, waitingListEntries.userId],
      where: sql`state in ('waiting', 'offered')`,
    })
    .returning({ id: waitingListEntries.id });
  return row?.id;
}

/** Leaves, only from waiting: an offer is ended by paying or deleting its order. */
export async function markLeft(db: Queryable, entryId: number, userId: string) {
  const [row] = await db
    .update(waitingListEntries)
    .set({ state: 'left', endedAt: sql`now()` })
    .where(
      and(
        eq(waitingListEntries.id, entryId),
        eq(waitingListEntries.userId, userId),
        eq(waitingListEntries.state, 'waiting'),
      ),
    )
    .returning({ id: waitingListEntries.id });
  return row !== undefined;
}

export async function entryById(db: Queryable, entryId: number) {
  const [row] = await db.select().from(waitingListEntries).where(eq(waitingListEntries.id, entryId));
  return row;
}

/**
 * An entry becomes an offer, only from waiting (a buyer leaving at the same moment wins or loses
 * whole).
 */
export async function markOffered(db: Queryable, entryId: number, quantity: number) {
  const [row] = await db
    .update(waitingListEntries)
    .set({ state: 'offered', offeredQuantity: quantity, offeredAt: sql`now()` })
    .where(and(eq(waitingListEntries.id, entryId), eq(waitingListEntries.state, 'waiting')))
    .returning({ id: waitingListEntries.id });
  return row !== undefined;
}

export async function linkOfferOrder(db: Queryable, entryId: number, orderId: string) {
  await db.update(waitingListEntries).set({ orderId }).where(eq(waitingListEntries.id, entryId));
}

/**
 * Offers that ended: paid (bought), or lapsed, released or deleted (expired). Each entry by one
 * conditional statement on 'offered'.
 */
export async function settleOffers(db: Queryable) {
  await db.execute(sql`
    update ${waitingListEntries} e
    set state = case when o.status = 'completed' then 'bought'::waiting_list_state else 'expired'::waiting_list_state end,
      ended_at = now()
    from ${orders} o
    where e.order_id = o.id and e.state = 'offered' and o.status <> 'pending'`);
  await db.execute(sql`
    update ${waitingListEntries} set state = 'expired', ended_at = now()
    where state = 'offered' and order_id is null`);
}

/**
 * The next entrant for `freed` tickets (decision 67): the first in order of joining whose quantity
 * fits; if nobody's fits, the first (offered what is freed).
 */
export async function nextEntrant(db: Queryable, ticketTypeId: number, freed: number) {
  const [row] = await db
    .select({ id: waitingListEntries.id, userId: waitingListEntries.userId, quantity: waitingListEntries.quantity })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.ticketTypeId, ticketTypeId), eq(waitingListEntries.state, 'waiting')))
    .orderBy(sql`${waitingListEntries.quantity} <= ${freed} desc`, waitingListEntries.joinedAt, waitingListEntries.id)
    .limit(1);
  return row;
}

export async function buyerOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * An entry's state as it is now: an offer whose order was paid reads bought, and one whose order is
 * released or gone reads expired, before the job's next run writes it (settleOffers).
 */
const stateNow = sql<'waiting' | 'offered' | 'bought' | 'expired' | 'left'>`case
  when ${waitingListEntries.state} <> 'offered' then ${waitingListEntries.state}::text
  when ${orders.status} = 'completed' then 'bought'
  when ${orders.status} is null or ${orders.status} <> 'pending' then 'expired'
  else 'offered' end`;

/** Place in its list while waiting: 1 + those who joined before. */
const positionSql = sql<number | null>`case when ${waitingListEntries.state} = 'waiting' then (
  select count(*)::int + 1 from ${waitingListEntries} b
  where b.ticket_type_id = ${waitingListEntries.ticketTypeId} and b.state = 'waiting'
    and (b.joined_at, b.id) < (${waitingListEntries.joinedAt}, ${waitingListEntries.id})) end`;

const offerColumns = {
  orderId: waitingListEntries.orderId,
  offeredQuantity: waitingListEntries.offeredQuantity,
  offeredAt: waitingListEntries.offeredAt,
  holdExpiresAt: orders.holdExpiresAt,
};

/** A buyer's entries: live ones and those ended in the last 30 days, newest first. */
export async function entriesOfUser(db: Queryable, userId: string) {
  return db
    .select({
      id: waitingListEntries.id,
      eventId: events.id,
      eventTitle: events.title,
      eventStartsAt: events.startsAt,
      timeZone: events.timeZone,
      ticketTypeId: ticketTypes.id,
      ticketTypeName: ticketTypes.name,
      listOpen: ticketTypes.waitingListOn,
      quantity: waitingListEntries.quantity,
      state: stateNow,
      joinedAt: waitingListEntries.joinedAt,
      position: positionSql,
      ...offerColumns,
    })
    .from(waitingListEntries)
    .innerJoin(ticketTypes, eq(ticketTypes.id, waitingListEntries.ticketTypeId))
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .leftJoin(orders, eq(orders.id, waitingListEntries.orderId))
    .where(
      and(
        eq(waitingListEntries.userId, userId),
        sql`(${waitingListEntries.state} in ('waiting', 'offered') or ${waitingListEntries.endedAt} > now() - interval '30 days')`,
      ),
    )
    .orderBy(sql`${waitingListEntries.joinedAt} desc`)
    .limit(100);
}

/** An event's types with their lists' settings. */
export async function typesOfEvent(db: Queryable, eventId: number) {
  return db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      enabled: ticketTypes.waitingListOn,
      offerHours: ticketTypes.offerHours,
      quantity: ticketTypes.quantity,
      soldQuantity: ticketTypes.soldQuantity,
      freed: ticketTypes.waitingListFreed,
      priceMinor: ticketTypes.priceMinor,
    })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(ticketTypes.id);
}

/** An event's entries, live first (waiting in order, then offers), then the 200 latest ended. */
export async function entriesOfEvent(db: Queryable, eventId: number) {
  return db
    .select({
      id: waitingListEntries.id,
      ticketTypeId: waitingListEntries.ticketTypeId,
      buyerName: users.name,
      buyerEmail: users.email,
      quantity: waitingListEntries.quantity,
      state: stateNow,
      joinedAt: waitingListEntries.joinedAt,
      position: positionSql,
      ...offerColumns,
    })
    .from(waitingListEntries)
    .innerJoin(ticketTypes, eq(ticketTypes.id, waitingListEntries.ticketTypeId))
    .innerJoin(users, eq(users.id, waitingListEntries.userId))
    .leftJoin(orders, eq(orders.id, waitingListEntries.orderId))
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(
      sql`case ${waitingListEntries.state} when 'waiting' then 0 when 'offered' then 1 else 2 end`,
      sql`case when ${waitingListEntries.state} in ('waiting', 'offered') then ${waitingListEntries.joinedAt} end`,
      sql`${waitingListEntries.endedAt} desc`,
      waitingListEntries.id,
    )
    .limit(500);
}

/** Whether an event is one the public sees (not deleted, active): its lists are public only then. */
export async function isListedEvent(db: Queryable, eventId: number) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), isOpenEvent()));
  return row !== undefined;
}

/** Per type of a public event with its list on: how many wait. A hidden type's list is never shown. */
export async function openListsOfEvent(db: Queryable, eventId: number) {
  return db
    .select({
      ticketTypeId: ticketTypes.id,
      // Named in full: drizzle leaves a column of a one-table select unqualified.
      waiting: sql<number>`(select count(*)::int from ${waitingListEntries} e
        where e.ticket_type_id = ticket_types.id and e.state = 'waiting')`,
    })
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.eventId, eventId),
        eq(ticketTypes.waitingListOn, true),
        eq(ticketTypes.isActive, true),
        eq(ticketTypes.hidden, false),
      ),
    )
    .orderBy(ticketTypes.id);
}
