import { render } from '@react-email/render';
import type { AppDeps } from '../../../context';
import type { mailOutbox, RenderedMail } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { type OrderForMail, orderMailData } from '../order-confirmation/order-mail-data';
import { withQrPngs } from '../order-confirmation/qr-png';
import { ticketsPdf } from '../order-confirmation/ticket-pdf';
import { BoxOfficeTicketsMail, boxOfficeSubject } from './box-office-tickets-mail';

export interface BoxOfficeTicketsData {
  order: OrderForMail;
  orderUrl: string;
}

/** The box office's order as its mail tells it, read in the API process. */
export async function readBoxOfficeTickets(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<BoxOfficeTicketsData> {
  if (!mail.orderId) throw new Error('a box-office mail without its order');
  const order = await orderMailData(deps, mail.orderId);
  return { order, orderUrl: `${appUrlOf(deps)}/orders/${order.id}` };
}

/** The box office's mail to its recipient, in their account's language: the order's tickets they hold, QR codes inline and one PDF. */
export async function renderBoxOfficeTickets({ order, orderUrl }: BoxOfficeTicketsData): Promise<RenderedMail> {
  const locale = order.buyerLanguage;
  const mail = BoxOfficeTicketsMail({ order, orderUrl, locale });
  const qrTickets = await withQrPngs(order.qrTickets);
  const [html, text, pdf] = await Promise.all([
    render(mail),
    render(mail, { plainText: true }),
    ticketsPdf({ ...order, qrTickets }, locale),
  ]);
  return {
    subject: boxOfficeSubject(order, locale),
    html,
    text,
    attachments: [
      { filename: 'tickets.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ...qrTickets.map((ticket, index) => ({
        filename: `ticket-${index + 1}-qr.png`,
        contentType: 'image/png',
        contentBase64: ticket.png.toString('base64'),
        cid: ticket.cid,
      })),
    ],
  };
}
