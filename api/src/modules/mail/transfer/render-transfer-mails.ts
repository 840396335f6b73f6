import type { Locale } from '@pentas/i18n';
import { render } from '@react-email/render';
import type { AppDeps } from '../../../context';
import type { mailOutbox, RenderedMail } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { withQrPngs } from '../order-confirmation/qr-png';
import { ticketsPdf } from '../order-confirmation/ticket-pdf';
import { recipientLanguage } from '../recipient-language';
import { type TicketForMail, ticketMailData } from './ticket-mail-data';
import { TicketReceivedMail, TransferSentMail, ticketReceivedSubject, transferSentSubject } from './transfer-mails';

type OutboxMail = typeof mailOutbox.$inferSelect;

const ticketOf = (mail: OutboxMail) => {
  if (!mail.data?.ticketId) throw new Error(`a ${mail.kind} mail without its ticket`);
  return mail.data.ticketId;
};

export interface TicketReceivedData {
  ticket: TicketForMail;
  walletUrl: string;
  locale: Locale;
}

/** The recipient's ticket as they hold it when the mail is rendered, read in the API process. */
export async function readTicketReceived(deps: AppDeps, mail: OutboxMail): Promise<TicketReceivedData> {
  const ticket = await ticketMailData(deps, ticketOf(mail));
  return { ticket, walletUrl: `${appUrlOf(deps)}/dashboard`, locale: await recipientLanguage(deps, mail) };
}

/** The recipient's mail: the ticket, its QR inline and a one-page PDF. */
export async function renderTicketReceived({ ticket, walletUrl, locale }: TicketReceivedData): Promise<RenderedMail> {
  const mail = TicketReceivedMail({ ticket, walletUrl, locale });
  const qrTickets = await withQrPngs(ticket.qrTickets);
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  const pdf = qrTickets.length > 0 ? await ticketsPdf({ ...ticket, qrTickets }, locale) : null;
  return {
    subject: ticketReceivedSubject(ticket, locale),
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

export interface TransferSentData {
  ticket: TicketForMail;
  locale: Locale;
}

/** The given ticket, read in the API process for the sender's mail. */
export async function readTransferSent(deps: AppDeps, mail: OutboxMail): Promise<TransferSentData> {
  return { ticket: await ticketMailData(deps, ticketOf(mail)), locale: await recipientLanguage(deps, mail) };
}

/** The sender's confirmation: which ticket went, and to whom. No code: the old one opens nothing. */
export async function renderTransferSent({ ticket, locale }: TransferSentData): Promise<RenderedMail> {
  const mail = TransferSentMail({ ticket, locale });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: transferSentSubject(ticket, locale), html, text, attachments: [] };
}
