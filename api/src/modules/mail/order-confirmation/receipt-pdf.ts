import { formatPrice, toMinor } from '@pentas/openapi';
import { paidWithWords, referenceLabel } from '@pentas/openapi/payment-words';
import PDFDocument from 'pdfkit';
import type { Env } from '../../../env';
import { look } from './look';
import type { OrderForMail } from './order-mail-data';
import { fontRuns } from './pdf-fonts';

const PAGE: [number, number] = [420, 595]; // A5: prints on half of A4.
const MARGIN = 36;

type TaxSettings = Pick<Env, 'TAX_REGISTRATION_NUMBER' | 'TAX_NAME' | 'TAX_RATE_PERCENT'>;

/** The tax a tax-inclusive fee contains (decisions.md item 50), in minor units, rounded to the sen. */
const taxInFee = (feeMinor: number, ratePercent: number) => Math.round((feeMinor * ratePercent) / (100 + ratePercent));

/**
 * The order's receipt (issue 28): number, date, buyer, lines, the service fee, total, payment method
 * and reference; with the platform's tax registration set, its number and the tax the fee contains.
 */
export function receiptPdf(order: OrderForMail, tax: TaxSettings): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE,
    margin: MARGIN,
    info: { Title: `Receipt ${order.number}`, Author: 'Pentas' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = PAGE[0] - 2 * MARGIN;
  const money = (amount: string | number) => formatPrice(amount, order.currency);
  /** A line of the receipt: words on the left (any script), the figure on the right. */
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    const runs = fontRuns(label);
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(look.text);
    if (runs) {
      runs.forEach((run, index) => {
        doc.registerFont(run.font, run.bytes);
        doc.font(run.font).text(run.text, MARGIN, index === 0 ? y : undefined, {
          width: width * 0.65,
          continued: index < runs.length - 1,
        });
      });
    } else doc.text(label, MARGIN, y, { width: width * 0.65 });
    const after = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(value, MARGIN, y, { width, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };

  doc.fillColor(look.brand).font('Helvetica-Bold').fontSize(14).text('Pentas', { width });
  doc.fillColor(look.text).fontSize(18).text('Receipt', { width });
  doc.moveDown(0.5);
  line('Order', order.number);
  line('Date', (order.completedAt ?? order.createdAt).slice(0, 10));
  line('Billed to', order.buyer.email);
  line('Event', order.event.title);
  doc.moveDown(0.5);
  for (const item of order.lines) line(`${item.quantity} × ${item.ticketType}`, money(item.amount));
  line('Service fee', money(order.serviceFee));
  line('Total paid', money(order.total), true);
  if (order.payment) {
    line('Paid with', paidWithWords(order.payment));
    line(referenceLabel(order.payment), order.payment.reference);
  } else line('Payment', 'None needed');
  if (tax.TAX_REGISTRATION_NUMBER) {
    doc.moveDown(0.5);
    const fee = toMinor(order.serviceFee) ?? 0;
    line(`${tax.TAX_NAME} registration no.`, tax.TAX_REGISTRATION_NUMBER);
    line(
      `${tax.TAX_NAME} ${tax.TAX_RATE_PERCENT}% included in the service fee`,
      money(taxInFee(fee, tax.TAX_RATE_PERCENT)),
    );
  }
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(look.muted)
    .text("Ticket prices are set by the event's organizer; Pentas charges the service fee.", MARGIN, doc.y, { width });
  doc.end();
  return done;
}
