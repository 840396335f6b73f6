import { asc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, ticketTypes } from '../../db/schema';
import { isOnSale } from '../events';

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_MAX_EVENTS = 49_000;

/**
 * The open events (listed, not deleted, not over) a sitemap names, soonest first, each with when its
 * page last changed: the event's own edit or one of its ticket types' (prices and stock are on it).
 */
export async function sitemapEvents(db: Queryable) {
  return db
    .select({
      id: events.id,
      lastModified: sql<string>`greatest(${events.updatedAt}, (select max(${ticketTypes.updatedAt}) from ${ticketTypes} where ${ticketTypes.eventId} = ${events.id}))`,
    })
    .from(events)
    .where(isOnSale())
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(SITEMAP_MAX_EVENTS);
}
