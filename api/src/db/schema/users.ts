import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tables of better-auth (property names are the ones it expects), plus our role and names. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** admin, organizer, reseller or customer; never set by the user themself. */
    role: text('role').notNull().default('customer'),
    /** The language their mail is written in (decision 77): the one they signed up or last browsed in. */
    language: text('language').notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    check('users_language_known', sql`${t.language} in ('en', 'ms')`),
    // The admin panel's user search (modules/admin): a substring of e-mail, first or last name, any
    // case, over 100,000 accounts. The trigram index answers `LIKE '%text%'` on this one expression.
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.email} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
    // The last-admin rule locks every admin row (modules/admin/users): found by role, not a full scan.
    index('users_role_idx').on(t.role),
    // The admin's user list in natural order by name ('Buyer 2' before 'Buyer 19'), a page at a time
    // without sorting every account: the ICU collation with numeric ordering (migration 0021).
    index('users_name_natural_idx').on(sql`${t.name} collate natural_sort`, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});
