import type { MailKind, RenderedMail } from '../../db/schema';
import { renderAccountMail } from './account/render-account-mail';
import { renderBoxOfficeTickets } from './box-office/render-box-office-tickets';
import { renderOrderConfirmation } from './order-confirmation/render-order-confirmation';
import { renderEventPostponed } from './refunds/render-postponed-mail';
import { renderRefundIssued } from './refunds/render-refund-mail';
import { renderRefundRequested } from './refunds/render-refund-request-mail';
import { renderRequestRefused } from './refunds/render-request-refused';
import type { MailDraft } from './render-mail';
import { renderTicketReceived, renderTransferSent } from './transfer/render-transfer-mails';
import { renderWaitlistOffer } from './waiting-list/render-waitlist-offer';

type DataOf<K extends MailKind> = Extract<MailDraft, { kind: K }>['data'];

/** Each kind's mail made from what its reader read (render-mail.ts): pure work, run in the render worker. */
const renderers: { [K in MailKind]: (data: DataOf<K>) => Promise<RenderedMail> } = {
  order_confirmation: renderOrderConfirmation,
  password_reset: renderAccountMail,
  email_change: renderAccountMail,
  email_changed: renderAccountMail,
  welcome: renderAccountMail,
  ticket_received: renderTicketReceived,
  ticket_transfer_sent: renderTransferSent,
  box_office_tickets: renderBoxOfficeTickets,
  refund_issued: renderRefundIssued,
  refund_requested: renderRefundRequested,
  event_postponed: renderEventPostponed,
  refund_request_refused: renderRequestRefused,
  waitlist_offer: renderWaitlistOffer,
};

/** One mail, rendered by its kind's renderer. */
export function renderDraft(draft: MailDraft): Promise<RenderedMail> {
  const render = renderers[draft.kind] as (data: MailDraft['data']) => Promise<RenderedMail>;
  return render(draft.data);
}
