import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn } from '@pentas/openapi';
import { eventCalendarFile } from '@pentas/openapi/calendar-file';
import { render } from '@react-email/render';
import type { AppDeps } from '../../../context';
import type { mailOutbox, RenderedMail } from '../../../db/schema';
import type { Env } from '../../../env';
import { appUrlOf } from '../app-url';
import { OrderConfirmationMail } from './order-confirmation-mail';
import { type OrderForMail, orderMailData } from './order-mail-data';
import { withQrPngs } from './qr-png';
import { receiptPdf } from './receipt-pdf';
import { ticketsPdf } from './ticket-pdf';

export interface OrderConfirmationData {
  order: OrderForMail;
  /** The buyer's language (decision 77). */
  locale: Locale;
  orderUrl: string;
  tax: Pick<Env, 'TAX_REGISTRATION_NUMBER' | 'TAX_NAME' | 'TAX_RATE_PERCENT'>;
}

/** The confirmation's data, read in the API process: the order, its signed codes, its link, the tax settings. */
export async function readOrderConfirmation(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<OrderConfirmationData> {
  if (!mail.orderId) throw new Error('an order confirmation without its order');
  const order = await orderMailData(deps, mail.orderId);
  const { TAX_REGISTRATION_NUMBER, TAX_NAME, TAX_RATE_PERCENT } = deps.env;
  return {
    order,
    locale: order.buyerLanguage,
    orderUrl: `${appUrlOf(deps)}/orders/${order.id}`,
    tax: { TAX_REGISTRATION_NUMBER, TAX_NAME, TAX_RATE_PERCENT },
  };
}

/**
 * The order confirmation as sent: HTML and plain text from one template, the QR codes inline (cid),
 * the tickets as one PDF, the receipt as another and the event as a calendar file. Runs in the render
 * worker, never on the API's event loop.
 */
export async function renderOrderConfirmation({
  order,
  orderUrl,
  tax,
  locale,
}: OrderConfirmationData): Promise<RenderedMail> {
  const mail = OrderConfirmationMail({ order, orderUrl, locale });
  const title = eventTitleIn(order.event, locale);
  const qrTickets = await withQrPngs(order.qrTickets);
  const [html, text, pdf, receipt] = await Promise.all([
    render(mail),
    render(mail, { plainText: true }),
    ticketsPdf({ ...order, qrTickets }, locale),
    receiptPdf(order, tax, locale),
  ]);
  const calendar = eventCalendarFile(order.event, {
    uid: `order-${order.id}@pentas`,
    url: orderUrl,
    description: m.mail_order_calendar_note({ number: order.number }, { locale }),
  });
  return {
    subject: m.mail_order_subject({ title, number: order.number }, { locale }),
    html,
    text,
    attachments: [
      { filename: 'tickets.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      { filename: 'receipt.pdf', contentType: 'application/pdf', contentBase64: receipt.toString('base64') },
      {
        filename: 'event.ics',
        contentType: 'text/calendar; charset=utf-8',
        contentBase64: Buffer.from(calendar).toString('base64'),
      },
      ...qrTickets.map((ticket, index) => ({
        filename: `ticket-${index + 1}-qr.png`,
        contentType: 'image/png',
        contentBase64: ticket.png.toString('base64'),
        cid: ticket.cid,
      })),
    ],
  };
}
