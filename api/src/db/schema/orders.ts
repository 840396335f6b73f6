import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { affiliateCodes } from './affiliates';
import { events, ticketTypes } from './events';
import type { PaidWith } from './paid-with';
import { promoCodes } from './promo-codes';
import { users } from './users';

export const orderStatus = pgEnum('order_status', ['pending', 'completed', 'failed', 'cancelled']);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    status: orderStatus('status').notNull().default('pending'),
    currency: text('currency').notNull(),
    /** Sum of the items, minor units. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    serviceFeeMinor: bigint('service_fee_minor', { mode: 'number' }).notNull().default(0),
    /**
     * Given back so far, minor units: raised only by the conditional statement that writes a refund
     * (modules/refunds/refund-order.ts), never past what was paid (the check below).
     */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id').unique(),
    /** How it was paid (the receipt's method and reference), set by the statement that completes it. */
    paidWith: jsonb('paid_with').$type<PaidWith>(),
    /** Until when the order's stock is held; null once released or sold. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * When a confirmation of its payment last began (the buyer's confirm, the demo form, a webhook):
     * a pending order that has one may have been paid by an instance that stopped before completing
     * it, so the sweep asks the provider at once instead of waiting for the hold to lapse.
     */
    paymentConfirmingAt: timestamp('payment_confirming_at', { withTimezone: true }),
    affiliateCodeId: integer('affiliate_code_id').references(() => affiliateCodes.id),
    /** The promo or access code it was bought with; its lines priced with it keep their list price. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    isManual: boolean('is_manual').notNull().default(false),
    /**
     * Where the buyer checked out: the event page ('web') or a cart handed over by the buy widget
     * ('widget'); 'manual' for tickets issued by staff (the box office, where is_manual is also set);
     * 'waiting_list' for an offer the job engine made to a waiting-list entrant.
     * Null on orders from before it was recorded, which all came through the web page.
     */
    channel: text('channel').$type<'web' | 'widget' | 'manual' | 'waiting_list'>(),
    failureReason: text('failure_reason'),
    /**
     * The order its buyer started again with the same tickets after this one's hold lapsed (set once,
     * by one conditional statement: an order is started again at most once; null again if that new
     * order is deleted). See api/src/modules/orders/start-again.ts.
     */
    startedAgainAs: uuid('started_again_as').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** When a start-again of this order began and is under way (cleared when it ends): one at a time. */
    startAgainClaimedAt: timestamp('start_again_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    // An event's orders newest first (analytics' recent transactions); also serves lookups by event.
    index('orders_event_id_created_at_idx').on(t.eventId, t.createdAt),
    // Today's orders across all events (the admin panel's payment health).
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
    index('orders_payment_confirming_idx')
      .on(t.paymentConfirmingAt)
      .where(sql`${t.status} = 'pending' and ${t.paymentConfirmingAt} is not null`),
    index('orders_affiliate_code_id_idx').on(t.affiliateCodeId),
    // A code's orders (analytics per code, a buyer's uses of it).
    index('orders_promo_code_id_idx').on(t.promoCodeId, t.userId).where(sql`${t.promoCodeId} is not null`),
    // Deleting an order clears the start-again link that names it: found by this, not by a scan.
    index('orders_started_again_as_idx').on(t.startedAgainAs).where(sql`${t.startedAgainAs} is not null`),
    // Analytics (modules/analytics): one event's orders by status and completion time; the
    // migrations add INCLUDE (total_minor, service_fee_minor, currency, refunded_minor, is_manual: 0005, 0026)
    // so the sums, net of refunds, are index-only.
    index('orders_event_status_completed_at_idx').on(t.eventId, t.status, t.completedAt),
    check('orders_channel_known', sql`${t.channel} in ('web', 'widget', 'manual', 'waiting_list')`),
    check('orders_amounts_not_negative', sql`${t.totalMinor} >= 0 and ${t.serviceFeeMinor} >= 0`),
    check(
      'orders_refunded_within_paid',
      sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.totalMinor} + ${t.serviceFeeMinor}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    quantity: integer('quantity').notNull(),
    /** The price when ordered: later price changes never touch it. */
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    /**
     * The type's price before the order's code, on the lines the code applied to (its uses are their
     * tickets); null on any other line, whose price paid is the list price.
     */
    listPriceMinor: bigint('list_price_minor', { mode: 'number' }),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    // Analytics' per-type breakdown reads items by type; the migration adds INCLUDE (order_id,
    // quantity, unit_price_minor).
    index('order_items_ticket_type_id_idx').on(t.ticketTypeId),
    check('order_items_quantity_range', sql`${t.quantity} between 1 and 1000`),
  ],
);
