import { and, asc, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { allocationSettlements, allocations, events, ticketTypes, users } from '../../db/schema';

/**
 * Takes `quantity` tickets worth `valueMinor` from a reseller's allocation of a type, if that many are
 * left: one conditional statement, so concurrent issues can never pass `granted` (the row lock makes
 * the second wait and re-check). False when there is no allocation or too little left.
 */
export async function takeFromAllocation(
  db: Queryable,
  take: { resellerId: string; ticketTypeId: number; quantity: number; valueMinor: number },
) {
  const rows = await db
    .update(allocations)
    .set({
      issued: sql`${allocations.issued} + ${take.quantity}`,
      issuedValueMinor: sql`${allocations.issuedValueMinor} + ${take.valueMinor}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(allocations.resellerId, take.resellerId),
        eq(allocations.ticketTypeId, take.ticketTypeId),
        sql`${allocations.issued} + ${take.quantity} <= ${allocations.granted}`,
      ),
    )
    .returning({ id: allocations.id });
  return rows.length > 0;
}

/** A reseller's allocation of a type as it is now (after a refused take rolled back), if any. */
export async function allocationOf(db: Queryable, resellerId: string, ticketTypeId: number) {
  const [row] = await db
    .select({ granted: allocations.granted, issued: allocations.issued })
    .from(allocations)
    .where(and(eq(allocations.resellerId, resellerId), eq(allocations.ticketTypeId, ticketTypeId)));
  return row;
}

/** The event of a ticket type (deleted or not), its organizer, and the type's price, for a grant. */
export async function findTypeWithEvent(db: Queryable, eventId: number, ticketTypeId: number) {
  const [row] = await db
    .select({
      eventId: events.id,
      organizerId: events.organizerId,
      deleted: sql<boolean>`${events.deletedAt} is not null`,
      typeId: ticketTypes.id,
    })
    .from(events)
    .leftJoin(ticketTypes, and(eq(ticketTypes.id, ticketTypeId), eq(ticketTypes.eventId, events.id)))
    .where(eq(events.id, eventId));
  return row;
}

/**
 * The account of an e-mail (stored in lower case), with its role, and the granting actor's row, both
 * share-locked in id order for the rest of the grant's transaction: a role change (which locks the rows
 * it touches in id order, for update) waits for the grant or is seen by it, and the two never deadlock
 * (the grant's audit row and allocation refer to the actor's row).
 */
export async function lockAccountForGrant(db: Queryable, email: string, actorId: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(or(eq(users.email, email.toLowerCase()), eq(users.id, actorId)))
    .orderBy(asc(users.id))
    .for('share');
  return rows.find((row) => row.email === email.toLowerCase());
}

/**
 * Sets an allocation to `granted` (a new one, or raised or lowered), unless that is below what was
 * already issued from it. Run in the grant's transaction: a new one is inserted (a grant of the same
 * one in flight is waited for); an existing one's quantity is read under its row lock — what the audit
 * says it replaced, even when another grant committed meanwhile — then changed by one `UPDATE … WHERE
 * issued <= granted`, so an issue running at the same time is either counted in the check or waits.
 * Nothing comes back when it would go below; `before` is null for a new one.
 */
export async function setAllocation(
  db: Queryable,
  row: { eventId: number; ticketTypeId: number; resellerId: string; granted: number; grantedById: string },
) {
  const saved = { id: allocations.id, granted: allocations.granted, issued: allocations.issued };
  const [created] = await db.insert(allocations).values(row).onConflictDoNothing().returning(saved);
  if (created) return { ...created, before: null };
  const same = and(eq(allocations.ticketTypeId, row.ticketTypeId), eq(allocations.resellerId, row.resellerId));
  const [prior] = await db.select({ granted: allocations.granted }).from(allocations).where(same).for('update');
  const [changed] = await db
    .update(allocations)
    .set({ granted: row.granted, grantedById: row.grantedById, updatedAt: sql`now()` })
    .where(and(same, lte(allocations.issued, row.granted)))
    .returning(saved);
  return changed && { ...changed, before: prior.granted };
}

/** Takes back the unused part of an allocation (granted becomes what was issued); one statement. */
export async function revokeUnused(db: Queryable, id: number) {
  const [row] = await db.execute<{ id: number; before: number; granted: number; issued: number }>(sql`
    update ${allocations} a set granted = a.issued, updated_at = now()
    from (select id, granted as before from ${allocations} where id = ${id} for update) p
    where a.id = p.id
    returning a.id, p.before, a.granted, a.issued`);
  return row;
}

/** An allocation with its event's organizer (for the ownership check before revoking). */
export async function findAllocation(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: allocations.id,
      eventId: allocations.eventId,
      organizerId: events.organizerId,
      deleted: sql<boolean>`${events.deletedAt} is not null`,
    })
    .from(allocations)
    .innerJoin(events, eq(events.id, allocations.eventId))
    .where(eq(allocations.id, id));
  return row;
}

/** Whose allocations and ledger a caller may see: every one, one organizer's events', or one reseller's own. */
export type LedgerScope =
  | { kind: 'all' }
  | { kind: 'organizer'; userId: string }
  | { kind: 'reseller'; userId: string };

type Filter = { eventId?: number; resellerId?: string; id?: number };

function scoped(scope: LedgerScope, filter: Filter, alias: 'a' | 'l') {
  const parts: SQL[] = [sql`e.deleted_at is null`];
  if (filter.id) parts.push(sql`a.id = ${filter.id}`);
  if (scope.kind === 'organizer') parts.push(sql`e.organizer_id = ${scope.userId}`);
  if (scope.kind === 'reseller') parts.push(sql`${sql.raw(alias)}.reseller_id = ${scope.userId}`);
  if (filter.eventId) parts.push(sql`${sql.raw(alias)}.event_id = ${filter.eventId}`);
  if (filter.resellerId) parts.push(sql`${sql.raw(alias)}.reseller_id = ${filter.resellerId}`);
  return sql.join(parts, sql` and `);
}

export type AllocationRow = {
  id: number;
  eventId: number;
  eventTitle: string;
  ticketTypeId: number;
  ticketTypeName: string;
  currency: string;
  priceMinor: string;
  resellerId: string;
  resellerEmail: string;
  resellerName: string;
  granted: number;
  issued: number;
  total: number;
};

/** One page of allocations in scope (event, then type, then reseller), with the total count. */
export async function listAllocations(
  db: Queryable,
  scope: LedgerScope,
  filter: Filter,
  page: { limit: number; offset: number },
) {
  const rows = await db.execute<AllocationRow>(sql`
    select a.id, a.event_id as "eventId", e.title as "eventTitle", a.ticket_type_id as "ticketTypeId",
      tt.name as "ticketTypeName", e.currency, tt.price_minor::text as "priceMinor", a.reseller_id as "resellerId",
      u.email as "resellerEmail", u.name as "resellerName", a.granted, a.issued, count(*) over ()::int as total
    from ${allocations} a join ${events} e on e.id = a.event_id join ${ticketTypes} tt on tt.id = a.ticket_type_id
      join ${users} u on u.id = a.reseller_id
    where ${scoped(scope, filter, 'a')}
    order by e.starts_at, a.event_id, tt.price_minor, a.ticket_type_id, u.email
    limit ${page.limit} offset ${page.offset}`);
  return [...rows];
}

export type LedgerRow = {
  eventId: number;
  eventTitle: string;
  currency: string;
  resellerId: string;
  resellerEmail: string;
  resellerName: string;
  ticketsIssued: number;
  owedMinor: string;
  settledMinor: string;
  total: number;
};

/**
 * What each reseller owes per event: tickets issued from their allocations and their face value, and
 * the settlements recorded, one row per reseller and event (one currency: the event's).
 */
export async function ledgerRows(
  db: Queryable,
  scope: LedgerScope,
  filter: { eventId?: number; resellerId?: string },
  page: { limit: number; offset: number },
) {
  const rows = await db.execute<LedgerRow>(sql`
    with l as (
      select event_id, reseller_id, sum(issued)::int as tickets, sum(issued_value_minor) as owed
      from ${allocations} group by event_id, reseller_id
    ),
    paid as (
      select event_id, reseller_id, sum(amount_minor) as settled
      from ${allocationSettlements} group by event_id, reseller_id
    )
    select l.event_id as "eventId", e.title as "eventTitle", e.currency, l.reseller_id as "resellerId",
      u.email as "resellerEmail", u.name as "resellerName", l.tickets as "ticketsIssued",
      l.owed::text as "owedMinor", coalesce(p.settled, 0)::text as "settledMinor", count(*) over ()::int as total
    from l join ${events} e on e.id = l.event_id join ${users} u on u.id = l.reseller_id
      left join paid p on p.event_id = l.event_id and p.reseller_id = l.reseller_id
    where ${scoped(scope, filter, 'l')}
    order by e.starts_at, l.event_id, u.email
    limit ${page.limit} offset ${page.offset}`);
  return [...rows];
}

/**
 * Records a settlement if it is no more than what is still owed. The reseller's allocation rows of
 * the event are locked first, so two settlements at once are decided one after the other (and an
 * issue's raise of what is owed waits or is seen). Nothing comes back when it would be more.
 */
export async function settleWithinOutstanding(
  db: Queryable,
  row: { eventId: number; resellerId: string; currency: string; amountMinor: number; note: string | null; by: string },
) {
  await db.execute(sql`
    select id from ${allocations} where event_id = ${row.eventId} and reseller_id = ${row.resellerId}
    order by id for update`);
  const [saved] = await db.execute<{ id: number; owed: string; settled: string }>(sql`
    with owed as (
      select coalesce(sum(issued_value_minor), 0) as minor from ${allocations}
      where event_id = ${row.eventId} and reseller_id = ${row.resellerId}
    ),
    settled as (
      select coalesce(sum(amount_minor), 0) as minor from ${allocationSettlements}
      where event_id = ${row.eventId} and reseller_id = ${row.resellerId}
    ),
    ins as (
      insert into ${allocationSettlements} (event_id, reseller_id, currency, amount_minor, note, recorded_by_id)
      select ${row.eventId}, ${row.resellerId}, ${row.currency}, ${row.amountMinor}, ${row.note}, ${row.by}
      from owed, settled where settled.minor + ${row.amountMinor} <= owed.minor
      returning id
    )
    select ins.id, owed.minor::text as owed, (settled.minor + ${row.amountMinor})::text as settled
    from ins, owed, settled`);
  return saved;
}

/** What a reseller still owes for an event now (for a refused settlement's words). */
export async function outstandingOf(db: Queryable, eventId: number, resellerId: string) {
  const [row] = await db.execute<{ minor: string }>(sql`
    select ((select coalesce(sum(issued_value_minor), 0) from ${allocations}
             where event_id = ${eventId} and reseller_id = ${resellerId})
          - (select coalesce(sum(amount_minor), 0) from ${allocationSettlements}
             where event_id = ${eventId} and reseller_id = ${resellerId}))::text as minor`);
  return Number(row.minor);
}

/** An event (not deleted) with its organizer and currency, for a settlement. */
export async function findEventForLedger(db: Queryable, eventId: number) {
  const [row] = await db
    .select({ id: events.id, organizerId: events.organizerId, currency: events.currency })
    .from(events)
    .where(and(eq(events.id, eventId), sql`${events.deletedAt} is null`));
  return row;
}
