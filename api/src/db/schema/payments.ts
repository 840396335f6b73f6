import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { orders } from './orders';
import type { PaidWith } from './paid-with';

/**
 * Payment intents of the demo provider (used when no Stripe key is set): the same life cycle as
 * Stripe's, kept in the database so that every instance sees it.
 */
export const demoPaymentIntents = pgTable(
  'demo_payment_intents',
  {
    id: text('id').primaryKey(),
    /** Null once its order is deleted: the intent's record stays, as Stripe's does (it is cancelled). */
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    clientSecret: text('client_secret').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** requires_payment_method | succeeded | canceled (Stripe's names). */
    status: text('status').notNull().default('requires_payment_method'),
    paymentMethodTypes: text('payment_method_types').array().notNull(),
    lastErrorCode: text('last_error_code'),
    /** How it was paid: set with `succeeded`, by the same statement. */
    paidWith: jsonb('paid_with').$type<PaidWith>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_payment_intents_status_idx').on(t.status)],
);

/**
 * Every payment a buyer tried, with the method and whether it went through: the live view's success
 * rate per method and the admin's payment health. Written by the demo payment form's confirm
 * (modules/checkout/payments.service) and by Stripe's succeeded and failed webhooks (modules/webhooks).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    /** Null once the order is deleted: the attempt still counts for its event. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** card | fpx | grabpay */
    method: text('method').notNull(),
    succeeded: boolean('succeeded').notNull(),
    /** The decline code when it did not go through, e.g. card_declined. */
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_event_id_method_idx').on(t.eventId, t.method),
    // Today's attempts across all events (the admin panel's payment health).
    index('payment_attempts_created_at_idx').on(t.createdAt),
  ],
);
