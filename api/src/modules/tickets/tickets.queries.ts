import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, tickets, ticketTypes } from '../../db/schema';

/** A holder's tickets with their event and ticket type, in one query: newest event first. */
export async function ticketsOfHolder(db: Queryable, userId: string) {
  return db
    .select({
      ticket: {
        id: tickets.id,
        status: tickets.status,
        orderId: tickets.orderId,
        checkedInAt: tickets.checkedInAt,
        createdAt: tickets.createdAt,
      },
      event: {
        id: events.id,
        title: events.title,
        venue: events.venue,
        location: events.location,
        dateTime: events.startsAt,
        timeZone: events.timeZone,
        imageUrl: events.imageUrl,
        category: events.category,
      },
      ticketType: { id: ticketTypes.id, name: ticketTypes.name, description: ticketTypes.description },
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.userId, userId))
    .orderBy(desc(events.startsAt), desc(tickets.createdAt), tickets.id);
}
