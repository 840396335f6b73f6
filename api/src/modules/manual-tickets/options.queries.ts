import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { allocations, events, ticketTypes } from '../../db/schema';
import { isOnSale } from '../events';

/**
 * Events on sale (of one organizer, when given) with their active ticket types, soonest first, in one
 * query; an event without an active type has nothing to issue and is left out. For a reseller, only
 * the types they hold an allocation of, with it.
 */
export async function eventsToIssueFor(db: Queryable, only: { organizerId?: string; resellerId?: string }) {
  const where: SQL | undefined = and(
    isOnSale(),
    only.organizerId ? eq(events.organizerId, only.organizerId) : undefined,
    eq(ticketTypes.isActive, true),
  );
  const query = db
    .select({
      event: {
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        timeZone: events.timeZone,
        currency: events.currency,
      },
      type: {
        id: ticketTypes.id,
        name: ticketTypes.name,
        priceMinor: ticketTypes.priceMinor,
        quantity: ticketTypes.quantity,
        soldQuantity: ticketTypes.soldQuantity,
      },
      allocation: { granted: allocations.granted, issued: allocations.issued },
    })
    .from(events)
    .innerJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .leftJoin(
      allocations,
      and(eq(allocations.ticketTypeId, ticketTypes.id), eq(allocations.resellerId, only.resellerId ?? '')),
    )
    .where(and(where, only.resellerId ? isNotNull(allocations.id) : undefined))
    .orderBy(asc(events.startsAt), asc(events.id), asc(ticketTypes.priceMinor), asc(ticketTypes.id));
  return query;
}
