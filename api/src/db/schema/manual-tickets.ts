import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manual_ticket_records_generated_by_idx').on(t.generatedById, t.createdAt)],
);
