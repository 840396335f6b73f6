import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One affiliate (ref) code per user, created on first request. */
export const affiliateCodes = pgTable('affiliate_codes', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
