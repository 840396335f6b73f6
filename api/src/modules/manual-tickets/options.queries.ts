import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, ticketTypes } from '../../db/schema';
import { isOnSale } from '../events';

/**
 * Events on sale (of one organizer, when given) with their active ticket types, soonest first, in one
 * query; an event without an active type has nothing to issue and is left out.
 */
export async function eventsToIssueFor(db: Queryable, organizerId?: string) {
  const where: SQL | undefined = and(
    isOnSale(),
    organizerId ? eq(events.organizerId, organizerId) : undefined,
    eq(ticketTypes.isActive, true),
  );
  return db
    .select({
      event: { id: events.id, title: events.title, startsAt: events.startsAt, currency: events.currency },
      type: {
        id: ticketTypes.id,
        name: ticketTypes.name,
        priceMinor: ticketTypes.priceMinor,
        quantity: ticketTypes.quantity,
        soldQuantity: ticketTypes.soldQuantity,
      },
    })
    .from(events)
    .innerJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.id), asc(ticketTypes.priceMinor), asc(ticketTypes.id));
}
