import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events, ticketTypes } from './events';
import { users } from './users';

/**
 * A reseller's box-office allocation of one ticket type (decisions.md item 29): they may issue up to
 * `granted` tickets of it. `issued` and `issued_value_minor` (face value, in the event's currency) rise
 * only by the one conditional UPDATE (`issued + n <= granted`), in the transaction. An
 * allocation reserves no stock.
 */
export const allocations = pgTable(
  'allocations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => users.id),
    granted: integer('granted').notNull(),
    issued: integer('issued').notNull().default(0),
    /** What the issued tickets were worth at their type's price when issued: owed to the organizer. */
    issuedValueMinor: bigint('issued_value_minor', { mode: 'number' }).notNull().default(0),
    grantedById: text('granted_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('allocations_type_reseller_idx').on(t.ticketTypeId, t.resellerId),
    index('allocations_event_reseller_idx').on(t.eventId, t.resellerId),
    index('allocations_reseller_idx').on(t.resellerId),
    check('allocations_issued_within_granted', sql`${t.issued} >= 0 and ${t.issued} <= ${t.granted}`),
  ],
);

/** Money an organizer (or admin) recorded as received from a reseller for one event's box office. */
export const allocationSettlements = pgTable(
  'allocation_settlements',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    note: text('note'),
    recordedById: text('recorded_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('allocation_settlements_event_reseller_idx').on(t.eventId, t.resellerId),
    check('allocation_settlements_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
