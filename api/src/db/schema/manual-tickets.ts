import { index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/** Who generated a manual (free, fee-less) order for whom, and why. */
export const manualTicketRecords = pgTable(
  'manual_ticket_records',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    generatedById: text('generated_by_id')
      .notNull()
      .references(() => users.id),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason'),
    /**
     * The generator's `Idempotency-Key`: a retry with the same key returns this record's answer instead
     * of issuing again (unique per generator, so two concurrent requests with one key issue once).
     */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the request the key was first used for: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('manual_ticket_records_generated_by_idx').on(t.generatedById, t.createdAt),
    uniqueIndex('manual_ticket_records_idempotency_idx').on(t.generatedById, t.idempotencyKey),
    // The tracker's date ranges and default order (newest first).
    index('manual_ticket_records_created_at_idx').on(t.createdAt),
  ],
);
