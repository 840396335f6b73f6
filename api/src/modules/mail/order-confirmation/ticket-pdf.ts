import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatEventDate, formatEventTime, formatEventTimeRange } from '@pentas/openapi';
import PDFDocument from 'pdfkit';
import { look } from './look';
import { fontRuns } from './pdf-fonts';

/** What a PDF of tickets needs: an order's, or one transferred ticket's (transfer/ticket-mail-data.ts). */
export interface TicketsToPrint {
  event: {
    title: string;
    /** Its Malay title, where its organizer gave one (decision 76). */
    titleMs?: string | null;
    startsAt: string;
    endsAt: string | null;
    timeZone: string;
    venue: string;
    location: string;
  };
  number: string;
  qrTickets: { ticketType: string; holderName: string; png: Buffer }[];
}

/** A6 in points: a ticket that prints on a quarter of A4 and reads on a phone. */
const PAGE: [number, number] = [298, 420];
const MARGIN = 24;

/** The event's day and hours on its own clock, its zone named outside Kuala Lumpur (time.ts). */
function whenOf(event: TicketsToPrint['event'], locale: Locale) {
  const intl = intlLocaleOf(locale);
  const day = formatEventDate(event.startsAt, event.timeZone, intl);
  const hours = event.endsAt
    ? formatEventTimeRange(event.startsAt, event.endsAt, event.timeZone, intl)
    : formatEventTime(event.startsAt, event.timeZone, intl);
  return `${day} · ${hours}`;
}

/**
 * Writes a text in Helvetica when it can, else in runs of embedded Noto fonts (a holder named in
 * Chinese, Tamil or Arabic script). pdfkit keeps each font once per document, subset to what is used.
 */
function write(doc: PDFKit.PDFDocument, text: string, font: string, options: PDFKit.Mixins.TextOptions) {
  const runs = fontRuns(text);
  if (!runs) {
    doc.font(font).text(text, options);
    return;
  }
  runs.forEach((run, index) => {
    doc.registerFont(run.font, run.bytes);
    doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 });
  });
}

/**
 * The order's tickets as one PDF, a page each: event, date and time, venue, type, holder, order number
 * and the QR code the door scans. Helvetica, and Noto from npm packages for other scripts: nothing is fetched.
 */
export function ticketsPdf(order: TicketsToPrint, locale: Locale): Promise<Buffer> {
  const title = eventTitleIn({ ...order.event, titleMs: order.event.titleMs ?? null }, locale);
  const o = { locale };
  const doc = new PDFDocument({
    size: PAGE,
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: m.pdf_tickets_title({ title }, o), Author: 'Pentas' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = PAGE[0] - 2 * MARGIN;
  order.qrTickets.forEach((ticket, index) => {
    doc.addPage();
    doc.fillColor(look.brand).font('Helvetica-Bold').fontSize(11).text('Pentas', { width });
    doc
      .fillColor(look.muted)
      .font('Helvetica')
      .fontSize(8)
      .text(m.pdf_ticket_of({ number: index + 1, count: order.qrTickets.length }, o), { width });
    doc.moveDown(0.6);
    doc.fillColor(look.text).fontSize(14);
    write(doc, title, 'Helvetica-Bold', { width });
    doc.font('Helvetica').fontSize(9).fillColor(look.text).text(whenOf(order.event, locale), { width });
    doc.fillColor(look.muted);
    write(doc, `${order.event.venue}, ${order.event.location}`, 'Helvetica', { width });
    doc.moveDown(0.6);
    const size = 150;
    doc.image(ticket.png, (PAGE[0] - size) / 2, doc.y, { width: size, height: size });
    doc.y += size + 8;
    doc.fillColor(look.text).fontSize(11);
    write(doc, ticket.ticketType, 'Helvetica-Bold', { width, align: 'center' });
    doc.fontSize(9);
    write(doc, ticket.holderName, 'Helvetica', { width, align: 'center' });
    doc
      .fillColor(look.muted)
      .font('Helvetica')
      .fontSize(8)
      .text(m.pdf_order_number({ number: order.number }, o), { width, align: 'center' });
  });
  doc.end();
  return done;
}
