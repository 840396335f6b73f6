import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { csvRow } from '../../lib/csv';
import type { SessionUser } from '../../lib/session-user';
import { orderStatusWords } from '../orders';
import { loadAnalyticsEvent } from './access';
import {
  ACTIONS_ZONE,
  type AttendeeExportRow,
  attendeeExportPage,
  EXPORT_PAGE,
  type OrderExportRow,
  orderExportPage,
} from './exports.queries';

/** A CSV file to stream: its name, whose it is (the budget's account), then its text a page at a time. */
export interface CsvExport {
  filename: string;
  account: string;
  chunks: AsyncIterable<string>;
}

/**
 * A keyset walk: each page is read after the last row of the page before, by a short query that
 * returns its connection at once, and only when the previous page has been taken (the stream asks
 * when the client's socket has drained). Each page is its own snapshot, so the file is not one point
 * in time: no row comes twice and none that existed throughout is missed (the sort keys never
 * change); rows added during the download appear if they sort after the page being read (new orders
 * always do); a row's status and holder are as of its page.
 */
async function* keysetPages<T>(page: (after: T | undefined) => Promise<T[]>) {
  let after: T | undefined;
  for (;;) {
    const rows = await page(after);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    after = rows.at(-1);
  }
}

/** A CSV file's text: its header, then each page of rows (other modules' exports use it too). */
export async function* csvChunks<T>(
  header: string[],
  pages: AsyncIterable<T[]>,
  toCells: (row: T) => (string | number | null)[],
) {
  yield csvRow(header);
  for await (const rows of pages) yield rows.map((row) => csvRow(toCells(row))).join('');
}

/**
 * Every order of one event (any status): when it was made and paid on Kuala Lumpur's clock, the event's
 * start on its own (decisions.md item 41). Authorised before any row is read.
 */
export async function exportOrders(deps: AppDeps, user: SessionUser, eventId: number): Promise<CsvExport> {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  return {
    filename: `event-${event.id}-orders.csv`,
    account: user.id,
    chunks: csvChunks(
      [
        'Order ID',
        `Created (${ACTIONS_ZONE})`,
        `Completed (${ACTIONS_ZONE})`,
        'Status',
        'Buyer e-mail',
        'Customer name',
        'Customer e-mail',
        'Channel',
        'Affiliate code',
        'Tickets',
        'Subtotal',
        'Service fee',
        'Total',
        'Refunded',
        'Currency',
        `Event starts (${event.timeZone})`,
        'Promo code',
        'Discount given',
      ],
      keysetPages<OrderExportRow>((after) => orderExportPage(deps.db, event, after)),
      (o) => {
        const [subtotal, fee, refunded] = [Number(o.totalMinor), Number(o.serviceFeeMinor), Number(o.refundedMinor)];
        return [
          o.id,
          o.createdAt,
          o.completedAt,
          orderStatusWords(
            { status: o.status, refundedMinor: refunded, totalMinor: subtotal, serviceFeeMinor: fee },
            o.validTickets,
          ),
          o.buyerEmail,
          o.customerName,
          o.customerEmail,
          o.channel,
          o.affiliateCode,
          o.tickets,
          fromMinor(subtotal),
          fromMinor(fee),
          fromMinor(subtotal + fee),
          fromMinor(refunded),
          o.currency,
          o.eventStarts,
          o.promoCode,
          fromMinor(Number(o.discountMinor)),
        ];
      },
    ),
  };
}

/** Every ticket of one event with its holder, its check-in on Kuala Lumpur's clock and the event's start on its own. */
export async function exportAttendees(deps: AppDeps, user: SessionUser, eventId: number): Promise<CsvExport> {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  return {
    filename: `event-${event.id}-attendees.csv`,
    account: user.id,
    chunks: csvChunks(
      [
        'Ticket ID',
        'Ticket type',
        'Holder e-mail',
        'Holder name',
        'Status',
        `Checked in (${ACTIONS_ZONE})`,
        `Event starts (${event.timeZone})`,
      ],
      keysetPages<AttendeeExportRow>((after) => attendeeExportPage(deps.db, event, after)),
      (t) => [t.id, t.ticketType, t.holderEmail, t.holderName, t.status, t.checkedInAt, t.eventStarts],
    ),
  };
}
