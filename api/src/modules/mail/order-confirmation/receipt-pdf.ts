import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatPrice, toMinor } from '@pentas/openapi';
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
export function receiptPdf(order: OrderForMail, tax: TaxSettings, locale: Locale): Promise<Buffer> {
  const o = { locale };
  const doc = new PDFDocument({
    size: PAGE,
    margin: MARGIN,
    info: { Title: m.pdf_receipt_title({ number: order.number }, o), Author: 'Pentas' },
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
  doc.fillColor(look.text).fontSize(18).text(m.pdf_receipt({}, o), { width });
  doc.moveDown(0.5);
  line(m.order_label({}, o), order.number);
  line(m.pdf_date({}, o), (order.completedAt ?? order.createdAt).slice(0, 10));
  line(m.pdf_billed_to({}, o), order.buyer.email);
  line(m.pdf_event({}, o), eventTitleIn(order.event, locale));
  doc.moveDown(0.5);
  for (const item of order.lines) line(`${item.quantity} × ${item.ticketType}`, money(item.amount));
  line(m.order_service_fee({}, o), money(order.serviceFee));
  line(m.order_total_paid({}, o), money(order.total), true);
  if (order.payment) {
    line(m.order_paid_with({}, o), paidWithWords(order.payment, locale));
    line(referenceLabel(order.payment, locale), order.payment.reference);
  } else line(m.order_payment({}, o), m.order_payment_none({}, o));
  if (tax.TAX_REGISTRATION_NUMBER) {
    doc.moveDown(0.5);
    const fee = toMinor(order.serviceFee) ?? 0;
    line(m.pdf_tax_number({ tax: tax.TAX_NAME }, o), tax.TAX_REGISTRATION_NUMBER);
    line(
      m.pdf_tax_included({ tax: tax.TAX_NAME, rate: tax.TAX_RATE_PERCENT }, o),
      money(taxInFee(fee, tax.TAX_RATE_PERCENT)),
    );
  }
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).fillColor(look.muted).text(m.pdf_receipt_note({}, o), MARGIN, doc.y, { width });
  doc.end();
  return done;
}
