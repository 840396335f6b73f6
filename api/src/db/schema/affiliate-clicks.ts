import { date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { affiliateCodes } from './affiliates';
import { events } from './events';

/**
 * A visit that arrived with `?ref=CODE` on a page the product rendered, once per code, visitor and
 * Kuala Lumpur day (POST /api/affiliate-clicks with the page's visit token). No personal data: the
 * visitor is a keyed hash (HMAC with the server's secret) of the day, the code, the client's address
 * and user agent, so one person's rows of other days or codes cannot be linked; no address, no user
 * agent, no account. `event_id` is the event page the visit landed on, if it was one.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serial('id').primaryKey(),
    affiliateCodeId: integer('affiliate_code_id')
      .notNull()
      .references(() => affiliateCodes.id),
    eventId: integer('event_id').references(() => events.id),
    visitorHash: text('visitor_hash').notNull(),
    /** The visit's day on Kuala Lumpur's calendar: a visitor counts once a day. */
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A visitor counts once per code and day: the insert is ON CONFLICT DO NOTHING on this.
    unique('affiliate_clicks_code_visitor_day_key').on(t.affiliateCodeId, t.visitorHash, t.day),
    // The portal's clicks per day and per event of one code.
    index('affiliate_clicks_code_created_at_idx').on(t.affiliateCodeId, t.createdAt),
  ],
);
