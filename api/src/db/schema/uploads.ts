import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A poster upload: issued to one user for one object key, usable once before it expires.
 * `completedAt` is set when the bytes were stored and checked; `variantWidths` then lists the WebP
 * variants stored beside it (`posters/<hex>-w<width>.webp`, modules/images/poster-variants.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    contentType: text('content_type'),
    size: integer('size'),
    variantWidths: integer('variant_widths').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId)],
);
