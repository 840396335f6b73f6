import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events, ticketTypes } from './events';
import { orderItems, orders } from './orders';
import { refunds } from './refunds';
import { users } from './users';

export const ticketStatus = pgEnum('ticket_status', ['active', 'checked_in', 'transferred', 'cancelled', 'refunded']);

export const tickets = pgTable(
  'tickets',
  {
    /** Random UUID: unguessable. */
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** The holder: the buyer, or the recipient of a transfer. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: ticketStatus('status').notNull().default('active'),
    /** The ticket this one was re-issued from by a transfer. */
    transferredFromId: uuid('transferred_from_id').references((): AnyPgColumn => tickets.id),
    /** The refund that gave its price back (status 'refunded', or 'cancelled' for a complimentary ticket). */
    refundId: uuid('refund_id').references(() => refunds.id),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_id_idx').on(t.userId),
    index('tickets_order_id_idx').on(t.orderId),
    index('tickets_event_id_idx').on(t.eventId),
    // Analytics: issued and checked-in per ticket type, and arrivals over time, of one event.
    index('tickets_event_id_ticket_type_id_idx').on(t.eventId, t.ticketTypeId, t.status),
    index('tickets_event_id_checked_in_at_idx').on(t.eventId, t.checkedInAt).where(sql`${t.checkedInAt} is not null`),
    // A transferred ticket's recipient, for its order's page (modules/orders/order-page.queries).
    index('tickets_transferred_from_id_idx').on(t.transferredFromId).where(sql`${t.transferredFromId} is not null`),
  ],
);
