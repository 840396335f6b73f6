import type { AppDeps } from '../../context';
import type { MailKind, mailOutbox, RenderedMail } from '../../db/schema';
import { readEmailChange, readEmailChanged, readPasswordReset, readWelcome } from './account/read-account-mails';
import { readBoxOfficeTickets } from './box-office/render-box-office-tickets';
import { readOrderConfirmation } from './order-confirmation/render-order-confirmation';
import { readEventPostponed } from './refunds/render-postponed-mail';
import { readRefundIssued } from './refunds/render-refund-mail';
import { readRefundRequested } from './refunds/render-refund-request-mail';
import { readRequestRefused } from './refunds/render-request-refused';
import { renderInWorker } from './render-pool';
import { readTicketReceived, readTransferSent } from './transfer/render-transfer-mails';
import { readWaitlistOffer } from './waiting-list/render-waitlist-offer';

type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * What each kind's mail is made of, read in the API process: cheap queries, signed codes and links, as
 * plain data. Its renderer (mail-renderers.ts, in the render worker) makes the mail from it. A new kind
 * adds a reader here and a renderer there; the types refuse one without the other.
 */
const readers = {
  order_confirmation: readOrderConfirmation,
  // The account's mails.
  password_reset: readPasswordReset,
  email_change: readEmailChange,
  email_changed: readEmailChanged,
  welcome: readWelcome,
  // The documents (issue 28): a transfer's two mails, the box office's.
  ticket_received: readTicketReceived,
  ticket_transfer_sent: readTransferSent,
  box_office_tickets: readBoxOfficeTickets,
  // Refunds and cancellations (issue 29).
  refund_issued: readRefundIssued,
  refund_requested: readRefundRequested,
  event_postponed: readEventPostponed,
  refund_request_refused: readRequestRefused,
  // The waiting list (issue 30).
  waitlist_offer: readWaitlistOffer,
} satisfies { [K in MailKind]: (deps: AppDeps, mail: OutboxMail) => Promise<unknown> };

/** One mail's kind and what its reader read: all the render worker gets (structured-cloned). */
export type MailDraft = { [K in MailKind]: { kind: K; data: Awaited<ReturnType<(typeof readers)[K]>> } }[MailKind];

/**
 * Renders an outbox mail: its data read here, by its kind, then HTML, text, QR images, PDFs and the
 * calendar file made in a render thread (render-pool.ts), so the API's event loop renders nothing.
 */
export async function renderMail(deps: AppDeps, mail: OutboxMail): Promise<RenderedMail> {
  const data = await readers[mail.kind](deps, mail);
  return renderInWorker<RenderedMail>(deps.env, { mail: { kind: mail.kind, data } as MailDraft });
}
