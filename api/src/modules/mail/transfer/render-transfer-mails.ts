import { BASE_LOCALE } from '@pentas/i18n';
import { render } from '@react-email/render';
import type { AppDeps } from '../../../context';
import type { mailOutbox, RenderedMail } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { withQrPngs } from '../order-confirmation/qr-png';
import { ticketsPdf } from '../order-confirmation/ticket-pdf';
import { type TicketForMail, ticketMailData } from './ticket-mail-data';
import { TicketReceivedMail, TransferSentMail } from './transfer-mails';

type OutboxMail = typeof mailOutbox.$inferSelect;

const ticketOf = (mail: OutboxMail) => {
  if (!mail.data?.ticketId) throw new Error(`a ${mail.kind} mail without its ticket`);
  return mail.data.ticketId;
};

export interface TicketReceivedData {
  ticket: TicketForMail;
  walletUrl: string;
}

/** The recipient's ticket as they hold it when the mail is rendered, read in the API process. */
export async function readTicketReceived(deps: AppDeps, mail: OutboxMail): Promise<TicketReceivedData> {
  const ticket = await ticketMailData(deps, ticketOf(mail));
  return { ticket, walletUrl: `${appUrlOf(deps)}/dashboard` };
}

/** The recipient's mail: the ticket, its QR inline and a one-page PDF. */
export async function renderTicketReceived({ ticket, walletUrl }: TicketReceivedData): Promise<RenderedMail> {
  const mail = TicketReceivedMail({ ticket, walletUrl });
  const qrTickets = await withQrPngs(ticket.qrTickets);
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  // The transfer mail is not in Malay yet: its ticket neither.
  const pdf = qrTickets.length > 0 ? await ticketsPdf({ ...ticket, qrTickets }, BASE_LOCALE) : null;
  return {
    subject: `A ticket for ${ticket.event.title} is yours`,
    html,
    text,
    attachments: [
      ...(pdf
        ? [{ filename: 'ticket.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }]
        : []),
      ...qrTickets.map((qr) => ({
        filename: 'ticket-qr.png',
        contentType: 'image/png',
        contentBase64: qr.png.toString('base64'),
        cid: qr.cid,
      })),
    ],
  };
}

/** The given ticket, read in the API process for the sender's mail. */
export async function readTransferSent(deps: AppDeps, mail: OutboxMail): Promise<{ ticket: TicketForMail }> {
  return { ticket: await ticketMailData(deps, ticketOf(mail)) };
}

/** The sender's confirmation: which ticket went, and to whom. No code: the old one opens nothing. */
export async function renderTransferSent({ ticket }: { ticket: TicketForMail }): Promise<RenderedMail> {
  const mail = TransferSentMail({ ticket });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: `Your ticket for ${ticket.event.title} was transferred`, html, text, attachments: [] };
}
