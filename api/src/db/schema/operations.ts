import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Provider webhook events already handled: the primary key makes each one processed once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every instance (sign-in attempts, checkout starts, …). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
