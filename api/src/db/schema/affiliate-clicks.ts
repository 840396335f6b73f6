import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { affiliateCodes } from './affiliates';
import { events } from './events';

/**
 * A visit that arrived with `?ref=CODE`, once per browser session (POST /api/affiliate-clicks). No
 * personal data: the session is a random id the browser made, kept only as its SHA-256; no address, no
 * user agent. `event_id` is the event page the visit landed on, if it was one.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serial('id').primaryKey(),
    affiliateCodeId: integer('affiliate_code_id')
      .notNull()
      .references(() => affiliateCodes.id),
    eventId: integer('event_id').references(() => events.id),
    sessionHash: text('session_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A session counts once per code: the insert is ON CONFLICT DO NOTHING on this.
    unique('affiliate_clicks_code_session_key').on(t.affiliateCodeId, t.sessionHash),
    // The portal's clicks per day and per event of one code.
    index('affiliate_clicks_code_created_at_idx').on(t.affiliateCodeId, t.createdAt),
  ],
);
