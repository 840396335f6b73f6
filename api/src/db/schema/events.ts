import type { CategorySlug } from '@pentas/openapi';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    organizerId: text('organizer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The title and description in Bahasa Melayu, if the organizer gave them (decision 76). */
    titleMs: text('title_ms'),
    descriptionMs: text('description_ms'),
    venue: text('venue').notNull(),
    /** 'City, Country' as typed by the organizer. */
    location: text('location').notNull(),
    /** Lower-case country taken from the location, for the location filter. */
    country: text('country').notNull(),
    /** One of the category slugs of decisions.md item 2. */
    category: text('category').$type<CategorySlug>().notNull(),
    currency: text('currency').notNull().default('MYR'),
    /** IANA zone the event's times are shown in. */
    timeZone: text('time_zone').notNull().default('Asia/Kuala_Lumpur'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    /**
     * Widths of the WebP variants of an uploaded poster (copied from its upload when imageUrl is
     * set), so a catalog read needs no other row to write a srcset; empty for SVG and other URLs.
     */
    imageVariants: integer('image_variants').array().notNull().default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Soft delete: set by an admin, cleared by an admin restoring it (POST /api/admin/events/{id}/restore). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Called off by its organizer or an admin (decision 18): sales stop, the door and transfers refuse
     * its tickets, and the job engine refunds every paid order in full. Never cleared.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** When a postponement was announced (its buyers may ask for a full refund for 30 days), and the start it moved from. */
    postponedAt: timestamp('postponed_at', { withTimezone: true }),
    postponedFrom: timestamp('postponed_from', { withTimezone: true }),
    /** What the catalog search matches (title and description in both languages, venue, location), kept by the database. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || ' ' || coalesce(title_ms, '') || ' ' || description || ' ' || coalesce(description_ms, '') || ' ' || venue || ' ' || location)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('events_listed_starts_at_idx').on(t.startsAt, t.id).where(sql`${t.deletedAt} is null and ${t.isActive}`),
    index('events_category_starts_at_idx').on(t.category, t.startsAt),
    index('events_country_starts_at_idx').on(t.country, t.startsAt),
    index('events_organizer_id_idx').on(t.organizerId),
    check('events_ends_after_start', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Price in minor units of the event's currency. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Sold or held: raised only by one conditional UPDATE, never read-then-written. */
    soldQuantity: integer('sold_quantity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown and sold only to buyers with an access code that reveals it (docs/design/promo-codes.md). */
    hidden: boolean('hidden').notNull().default(false),
    /** On sale from (null: at once) until the end (null: the event's start); modules/events/sale-state.ts. */
    salesStartsAt: timestamp('sales_starts_at', { withTimezone: true }),
    salesEndsAt: timestamp('sales_ends_at', { withTimezone: true }),
    /** The type's waiting list (issue 30, docs/design/waiting-list.md): buyers may join it when sold out. */
    waitingListOn: boolean('waiting_list_on').notNull().default(false),
    /** How long a waiting-list offer holds its tickets (the organizer's choice). */
    offerHours: integer('offer_hours').notNull().default(12),
    /**
     * Tickets given back while people wait: still counted in sold_quantity (the public sees sold out),
     * kept for the list until the job engine offers them (modules/waiting-list/make-offers.ts).
     */
    waitingListFreed: integer('waiting_list_freed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_types_event_id_idx').on(t.eventId),
    // The job engine's look for stock freed for a waiting list.
    index('ticket_types_waiting_list_freed_idx').on(t.id).where(sql`${t.waitingListFreed} > 0`),
    check('ticket_types_sold_within_quantity', sql`${t.soldQuantity} >= 0 and ${t.soldQuantity} <= ${t.quantity}`),
    check('ticket_types_price_not_negative', sql`${t.priceMinor} >= 0`),
    check('ticket_types_offer_hours_range', sql`${t.offerHours} between 1 and 24`),
    check(
      'ticket_types_freed_within_sold',
      sql`${t.waitingListFreed} >= 0 and ${t.waitingListFreed} <= ${t.soldQuantity}`,
    ),
    check(
      'ticket_types_sales_end_after_start',
      sql`${t.salesStartsAt} is null or ${t.salesEndsAt} is null or ${t.salesEndsAt} > ${t.salesStartsAt}`,
    ),
  ],
);
