import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * pending: written, not yet settled by the provider; succeeded; failed (the provider refused, e.g. a
 * closed card: an admin pays it by hand); manual: the method's refund window had passed (FPX 60 days,
 * GrabPay 90), so an admin must pay it by bank transfer.
 */
export const refundState = pgEnum('refund_state', ['pending', 'succeeded', 'failed', 'manual']);

/** Why money went back (docs/design/refunds.md). */
export const refundCauses = [
  // The buyer, inside an automatic tier of the policy.
  'buyer_request',
  // An organizer or admin granting a buyer's request outside the tiers (exceptional circumstances).
  'request_approved',
  // An organizer or admin, of their own accord, fully or in part.
  'staff',
  // The event was cancelled: everything back, service fee included.
  'event_cancelled',
  // The event was postponed and the buyer asked within 30 days of the announcement.
  'event_postponed',
] as const;
export type RefundCause = (typeof refundCauses)[number];

/**
 * Money given back on one order: written, with its tickets marked refunded and the order's refunded
 * total raised, by one transaction (modules/refunds/refund-order.ts); sent to the provider by the job
 * engine after the commit, with this row's id as the idempotency key.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The service-fee part of the amount (0 unless the fee is given back: a cancellation, a full refund). */
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    state: refundState('state').notNull().default('pending'),
    cause: text('cause').$type<RefundCause>().notNull(),
    /** The person's words (the buyer's reason, the organizer's); shown to the buyer. */
    reason: text('reason'),
    /** The policy tier that gave the amount, for a buyer's request. */
    tier: text('tier'),
    /** Who gave it: null when the cancellation job did. */
    actorId: text('actor_id').references(() => users.id),
    providerRefundId: text('provider_refund_id').unique(),
    /** Why the provider refused it, or what the admin must do by hand. */
    failureReason: text('failure_reason'),
    /** A sender holds it until then; another instance takes it after (a crash mid-send). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_unsent_idx').on(t.createdAt).where(sql`${t.state} = 'pending' and ${t.providerRefundId} is null`),
    index('refunds_state_created_at_idx').on(t.state, t.createdAt),
    check('refunds_amounts', sql`${t.amountMinor} >= 0 and ${t.feeMinor} >= 0 and ${t.feeMinor} <= ${t.amountMinor}`),
    check(
      'refunds_cause_known',
      sql`${t.cause} in ('buyer_request', 'request_approved', 'staff', 'event_cancelled', 'event_postponed')`,
    ),
  ],
);

export const refundRequestState = pgEnum('refund_request_state', ['requested', 'approved', 'refused']);

/**
 * A buyer's request outside the automatic tiers (under 7 days before the event): the organizer or an
 * admin approves it (a refund is made, `refundId`) or refuses it with a reason. One open request per order.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    ticketIds: uuid('ticket_ids').array().notNull(),
    reason: text('reason').notNull(),
    state: refundRequestState('state').notNull().default('requested'),
    decidedBy: text('decided_by').references(() => users.id),
    decisionReason: text('decision_reason'),
    refundId: uuid('refund_id').references(() => refunds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('refund_requests_order_id_idx').on(t.orderId),
    // At most one open request per order: a second is refused by the database, not by a read.
    uniqueIndex('refund_requests_one_open_idx').on(t.orderId).where(sql`${t.state} = 'requested'`),
  ],
);
