import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fromMinor, toMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import type { events, ticketTypes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { feePolicy } from '../../lib/fees';
import { said } from '../../lib/said';
import { TtlCache } from '../../lib/ttl-cache';
import type { AppliedCode } from '../promo-codes';
import { type EventFilters, findListedEvent, listEvents } from './events.queries';
import { eventSaleState, ticketSaleState } from './sale-state';

const DEFAULT_PAGE_SIZE = 9;

/**
 * The public catalog (lists and event pages) is the same for every visitor, so it is served from
 * a cache per instance (CATALOG_CACHE_SECONDS, default 2), cleared by any event change made through
 * this instance. Availability shown may be that old; checkout holds stock on its own, never from it.
 * A page read again in the last quarter of its time is reloaded in the background while the cached
 * one is still answered: with hundreds of event pages in demand, readers would otherwise keep waiting
 * on the reload of one or another (a quarter, not a half: each page is then reloaded every 3/4 TTL).
 */
export function createCatalogCache(seconds: number, dependents: { clear(): void }[] = []) {
  return new CatalogCache(seconds * 1000, dependents);
}

/**
 * The catalog cache, which also drops the caches made from catalog data (the share cards) when it
 * is cleared: every event or ticket-type write clears it, so that is the one place they are dropped.
 */
class CatalogCache extends TtlCache<unknown> {
  constructor(
    ttlMs: number,
    private readonly dependents: { clear(): void }[],
  ) {
    super(ttlMs, 1000, 0, (ttlMs * 3) / 4);
  }

  override clear() {
    super.clear();
    for (const cache of this.dependents) cache.clear();
  }
}

type EventRow = typeof events.$inferSelect;
type TicketTypeRow = typeof ticketTypes.$inferSelect;

/** A ticket type as the API shows it, with its sales window and its state now (sale-state.ts). */
export function toTicketType(
  t: TicketTypeRow,
  event: Pick<EventRow, 'startsAt' | 'endsAt'> & { cancelledAt?: Date | null },
  now = new Date(),
) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    price: fromMinor(t.priceMinor),
    quantity: t.quantity,
    soldQuantity: t.soldQuantity,
    available: t.quantity - t.soldQuantity,
    isActive: t.isActive,
    salesStart: t.salesStartsAt?.toISOString() ?? null,
    salesEnd: t.salesEndsAt?.toISOString() ?? null,
    saleState: ticketSaleState(t, event, now),
    hidden: t.hidden,
    discountedPrice: null as string | null,
  };
}

/** The public shape of an event in lists (never the table row). */
export function toEventSummary(event: EventRow, minPriceMinor: number | null) {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    titleMs: event.titleMs,
    descriptionMs: event.descriptionMs,
    venue: event.venue,
    location: event.location,
    category: event.category,
    currency: event.currency,
    timeZone: event.timeZone,
    dateTime: event.startsAt.toISOString(),
    endDateTime: event.endsAt?.toISOString() ?? null,
    imageUrl: event.imageUrl,
    imageVariants: event.imageVariants,
    minPrice: minPriceMinor === null ? null : fromMinor(minPriceMinor),
    cancelledAt: event.cancelledAt?.toISOString() ?? null,
    cancelReason: event.cancelReason,
    postponedFrom: event.postponedFrom?.toISOString() ?? null,
  };
}

type PublicList = Awaited<ReturnType<typeof loadPublicEvents>>;

export function listPublicEvents(deps: AppDeps, filters: EventFilters & { page?: number; pageSize?: number }) {
  const key = `list:${JSON.stringify([filters.q, filters.category, filters.location, filters.date, filters.page, filters.pageSize])}`;
  return deps.catalogCache.get(key, () => loadPublicEvents(deps, filters)) as Promise<PublicList>;
}

async function loadPublicEvents(deps: AppDeps, filters: EventFilters & { page?: number; pageSize?: number }) {
  const pageSize = filters.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = filters.page ?? 1;
  const { rows, total } = await listEvents(deps.db, filters, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map((r) => toEventSummary(r.event, r.minPriceMinor)), total };
}

/** A submitted ticket type as a row of `eventId`: the price parsed exactly into minor units. */
export function ticketTypeRow(
  eventId: number,
  input: {
    name: string;
    description?: string | null;
    price: string;
    quantity: number;
    isActive: boolean;
    hidden?: boolean;
  },
  window: { salesStartsAt: Date | null; salesEndsAt: Date | null },
) {
  return {
    ...window,
    eventId,
    name: input.name,
    description: input.description || null,
    priceMinor: toMinor(input.price) as number,
    quantity: input.quantity,
    isActive: input.isActive,
    hidden: input.hidden ?? false,
  };
}

/** 'George Town, Malaysia' → 'malaysia': the location filter matches on this. */
export function countryOf(location: string): string {
  const parts = location.split(',');
  return (parts[parts.length - 1] ?? '').trim().toLowerCase();
}

export type PublicEvent = Awaited<ReturnType<typeof loadPublicEvent>>;

/** A public event page: the event, its organizer's name and its active ticket types. 404 if not listed. */
export function getPublicEvent(deps: AppDeps, id: number) {
  return deps.catalogCache.get(`event:${id}`, () => loadPublicEvent(deps, id)) as Promise<PublicEvent>;
}

async function loadPublicEvent(deps: AppDeps, id: number) {
  const row = await findListedEvent(deps.db, id);
  if (!row) throw notFound(said(m.problem_event_not_found));
  const { types } = row;
  const minPrice = types[0]?.priceMinor ?? null; // cheapest first
  const now = new Date();
  return {
    ...toEventSummary(row.event, minPrice),
    organizer: { id: row.event.organizerId, name: row.organizerName },
    ticketTypes: types.map((t) => toTicketType(t, row.event, now)),
    saleState: eventSaleState(row.event, types, now),
    serviceFee: feePolicy(deps.env, row.event.currency),
    promoCode: null as z.infer<typeof AppliedCode> | null,
  };
}
