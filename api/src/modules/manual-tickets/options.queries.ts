import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { allocations, events, ticketTypes } from '../../db/schema';
import { isOnSale } from '../events';

const eventColumns = {
  id: events.id,
  title: events.title,
  startsAt: events.startsAt,
  timeZone: events.timeZone,
  currency: events.currency,
};
const typeColumns = {
  id: ticketTypes.id,
  name: ticketTypes.name,
  priceMinor: ticketTypes.priceMinor,
  quantity: ticketTypes.quantity,
  soldQuantity: ticketTypes.soldQuantity,
};
const soonestFirst = [asc(events.startsAt), asc(events.id), asc(ticketTypes.priceMinor), asc(ticketTypes.id)];

/**
 * Events on sale (of one organizer, when given) with their active ticket types, soonest first, in one
 * query; an event without an active type has nothing to issue and is left out. For a reseller, only
 * the types they hold an allocation of, with it (allocations are read for a reseller only).
 */
export async function eventsToIssueFor(db: Queryable, only: { organizerId?: string; resellerId?: string }) {
  const where: SQL | undefined = and(
    isOnSale(),
    only.organizerId ? eq(events.organizerId, only.organizerId) : undefined,
    eq(ticketTypes.isActive, true),
  );
  if (only.resellerId) {
    return db
      .select({
        event: eventColumns,
        type: typeColumns,
        allocation: { granted: allocations.granted, issued: allocations.issued },
      })
      .from(events)
      .innerJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
      .innerJoin(
        allocations,
        and(eq(allocations.ticketTypeId, ticketTypes.id), eq(allocations.resellerId, only.resellerId)),
      )
      .where(where)
      .orderBy(...soonestFirst);
  }
  const rows = await db
    .select({ event: eventColumns, type: typeColumns })
    .from(events)
    .innerJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .where(where)
    .orderBy(...soonestFirst);
  return rows.map((row) => ({ ...row, allocation: null }));
}
