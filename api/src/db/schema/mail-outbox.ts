import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

/** A mail as rendered once and sent as it is, every attempt alike (attachments in base64). */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; contentBase64: string; cid?: string }[];
}

/** Every mail Pentas sends, one template each (api/src/modules/mail/render-mail.ts). */
export const mailKinds = [
  'order_confirmation',
  // The account (forgot password): written by a trigger on the reset's token (migration 0024).
  'password_reset',
  // E-mail change: the link to the new address (queued by the request), word to the old one (a trigger).
  'email_change',
  'email_changed',
  // Sign-up: a welcome with a link to confirm the address (a trigger on the new account).
  'welcome',
  // The documents (issue 28): a transfer's two mails and the box office's.
  'ticket_received',
  'ticket_transfer_sent',
  'box_office_tickets',
  // Refunds and cancellations (issue 29): each refund (a cancellation's among them), a postponement, a refused request.
  'refund_issued',
  // A buyer's request under 7 days before the event, told to the event's organizer (key per request).
  'refund_requested',
  // A postponement: to every buyer with a paid order, the new date and the 30 days of full refunds.
  'event_postponed',
  'refund_request_refused',
  // The waiting list (issue 30): an offer of tickets that came back, key per offer ('waitlist-offer:{orderId}').
  'waitlist_offer',
] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * Mails to send, each written in the transaction of the change that causes it (docs/design/mail.md):
 * a job sends it, marks it sent by its key, and a crash in between loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One mail per cause ('order-confirmation:{orderId}'): written twice, kept once. */
    key: text('key').notNull().unique(),
    kind: text('kind').$type<MailKind>().notNull(),
    recipient: text('recipient').notNull(),
    /** Shown beside the address; never written into a header as text (nodemailer address objects). */
    recipientName: text('recipient_name'),
    /** What the mail is about: its template reads the rest when it is rendered. */
    orderId: uuid('order_id').references(() => orders.id),
    /** What else its template needs, by kind (a ticket's id, a link's token): never shown as it is. */
    data: jsonb('data').$type<Record<string, string>>(),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a send job was made for it (in that job's transaction): never two jobs for one mail. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** A sender holds it until then: a job retried while another still sends it waits. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Rendered at the first attempt, sent as it is after (the mail viewer shows it). */
    message: jsonb('message').$type<RenderedMail>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_unqueued_idx').on(t.createdAt).where(sql`${t.status} = 'pending' and ${t.queuedAt} is null`),
  ],
);
