import type { Locale } from '@pentas/i18n';
import type { Env } from '../../../env';
import type { OrderForMail } from '../order-confirmation/order-mail-data';
import { withQrPngs } from '../order-confirmation/qr-png';
import { receiptPdf } from '../order-confirmation/receipt-pdf';
import { type TicketsToPrint, ticketsPdf } from '../order-confirmation/ticket-pdf';

/** Tickets to print with their signed codes: the worker draws the QR images too (CPU work as well). */
type TicketsWithCodes = Omit<TicketsToPrint, 'qrTickets'> & {
  tickets: { ticketType: string; holderName: string; code: string }[];
};

/**
 * One PDF for the render worker to make: tickets (an order's, or one) or an order's receipt, in the
 * language of the one downloading it.
 */
export type PdfJob =
  | { kind: 'tickets'; tickets: TicketsWithCodes; locale: Locale }
  | {
      kind: 'receipt';
      locale: Locale;
      order: OrderForMail;
      tax: Pick<Env, 'TAX_REGISTRATION_NUMBER' | 'TAX_NAME' | 'TAX_RATE_PERCENT'>;
    };

/** Renders one PDF a download asks for, in the render worker (render-worker.ts). */
export async function renderPdfJob(job: PdfJob): Promise<Buffer> {
  if (job.kind === 'tickets') {
    const { tickets, ...order } = job.tickets;
    return ticketsPdf({ ...order, qrTickets: await withQrPngs(tickets) }, job.locale);
  }
  return receiptPdf(job.order, job.tax, job.locale);
}
