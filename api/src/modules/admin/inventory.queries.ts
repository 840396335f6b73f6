import { and, count, desc, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, ticketTypes } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import { heldPerTicketType } from '../orders';

type Window = { limit: number; offset: number };

const deletedOrNot = (deleted: boolean) => (deleted ? isNotNull(events.deletedAt) : isNull(events.deletedAt));

/**
 * The admin's search: part of the title, location or category (a slug, so 'music' is the label
 * 'Music' in lower case), any case. Admins page through at most a few thousand events, so a scan
 * of the events table is cheap; the catalog's trigram-indexed `search_text` covers other columns.
 */
const matching = (query: string | undefined): SQL | undefined =>
  query
    ? sql`lower(${events.title} || ' ' || ${events.location} || ' ' || ${events.category}) like ${containing(query)}`
    : undefined;

async function eventCount(db: Queryable, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(events).where(where);
  return row.total;
}

/** A page of events, latest start first, each with its ticket types and what is left: one statement. */
export async function eventsWithTicketTypes(
  db: Queryable,
  filters: { deleted: boolean; query?: string },
  window: Window,
) {
  const held = heldPerTicketType(db);
  const where = and(deletedOrNot(filters.deleted), matching(filters.query));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: events.id,
        title: events.title,
        location: events.location,
        category: events.category,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        timeZone: events.timeZone,
        currency: events.currency,
        isActive: events.isActive,
        deletedAt: events.deletedAt,
        cancelledAt: events.cancelledAt,
        ticketTypes: sql<
          {
            id: number;
            name: string;
            quantity: number;
            soldQuantity: number;
            sold: number;
            held: number;
            remaining: number;
            isActive: boolean;
            salesStartsAt: string | null;
            salesEndsAt: string | null;
          }[]
        >`coalesce(json_agg(json_build_object(
            'id', ${ticketTypes.id}, 'name', ${ticketTypes.name}, 'quantity', ${ticketTypes.quantity},
            'soldQuantity', ${ticketTypes.soldQuantity},
            'sold', ${ticketTypes.soldQuantity} - coalesce(${held.held}, 0), 'held', coalesce(${held.held}, 0),
            'remaining', ${ticketTypes.quantity} - ${ticketTypes.soldQuantity},
            'isActive', ${ticketTypes.isActive}, 'salesStartsAt', ${ticketTypes.salesStartsAt},
            'salesEndsAt', ${ticketTypes.salesEndsAt}
          ) order by ${ticketTypes.id}) filter (where ${ticketTypes.id} is not null), '[]')`,
      })
      .from(events)
      .leftJoin(ticketTypes, sql`${ticketTypes.eventId} = ${events.id}`)
      .leftJoin(held, sql`${held.ticketTypeId} = ${ticketTypes.id}`)
      .where(where)
      .groupBy(events.id)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(window.limit)
      .offset(window.offset),
    eventCount(db, where),
  ]);
  return { rows, total };
}

/** Per event (not deleted): ticket types, tickets sold (paid) and held apart, capacity; one aggregate statement. */
export async function salesStats(db: Queryable, window: Window) {
  const held = heldPerTicketType(db);
  const [rows, total] = await Promise.all([
    db
      .select({
        eventId: events.id,
        eventTitle: events.title,
        ticketTypesCount: sql<number>`count(${ticketTypes.id})::int`,
        totalSold: sql<number>`coalesce(sum(${ticketTypes.soldQuantity} - coalesce(${held.held}, 0)), 0)::int`,
        totalHeld: sql<number>`coalesce(sum(${held.held}), 0)::int`,
        totalCapacity: sql<number>`coalesce(sum(${ticketTypes.quantity}), 0)::int`,
      })
      .from(events)
      .leftJoin(ticketTypes, sql`${ticketTypes.eventId} = ${events.id}`)
      .leftJoin(held, sql`${held.ticketTypeId} = ${ticketTypes.id}`)
      .where(isNull(events.deletedAt))
      .groupBy(events.id)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(window.limit)
      .offset(window.offset),
    eventCount(db, deletedOrNot(false)),
  ]);
  return { rows, total };
}
