import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ticketTypes } from './events';
import { orders } from './orders';
import { users } from './users';

/**
 * waiting → offered (an order holds their tickets) → bought (paid) or expired (lapsed, deleted);
 * waiting → left (the buyer left). Only waiting and offered are live.
 */
export const waitingListState = pgEnum('waiting_list_state', ['waiting', 'offered', 'bought', 'expired', 'left']);

/** A buyer waiting for a sold-out ticket type (issue 30, docs/design/waiting-list.md). */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial('id').primaryKey(),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Tickets wanted, 1-10. */
    quantity: integer('quantity').notNull(),
    state: waitingListState('state').notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The offer: the held order, how many it holds (fewer than wanted when nobody's quantity fit). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    offeredQuantity: integer('offered_quantity'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One live entry per buyer and type: a second join is refused by the index, not by a read.
    uniqueIndex('waiting_list_entries_live_idx')
      .on(t.ticketTypeId, t.userId)
      .where(sql`${t.state} in ('waiting', 'offered')`),
    // The list in order of joining: the next entrant is the first row.
    index('waiting_list_entries_waiting_idx').on(t.ticketTypeId, t.joinedAt, t.id).where(sql`${t.state} = 'waiting'`),
    index('waiting_list_entries_user_idx').on(t.userId),
    index('waiting_list_entries_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('waiting_list_entries_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);
