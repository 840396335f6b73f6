import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { csvRow } from '../../lib/csv';
import type { SessionUser } from '../../lib/session-user';
import { loadAnalyticsEvent } from './access';
import { attendeeExportBatches, orderExportBatches } from './exports.queries';

/** A CSV file to stream: its name, then its text a batch of rows at a time. */
export interface CsvExport {
  filename: string;
  chunks: AsyncIterable<string>;
}

async function* csvChunks<T>(
  header: string[],
  batches: AsyncIterable<T[]>,
  toCells: (row: T) => (string | number | null)[],
) {
  yield csvRow(header);
  for await (const rows of batches) yield rows.map((row) => csvRow(toCells(row))).join('');
}

/** Every order of one event (any status), times in the event's zone. Authorised before any row is read. */
export async function exportOrders(deps: AppDeps, user: SessionUser, eventId: number): Promise<CsvExport> {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  const zone = event.timeZone;
  return {
    filename: `event-${event.id}-orders.csv`,
    chunks: csvChunks(
      [
        'Order ID',
        `Created (${zone})`,
        `Completed (${zone})`,
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
        'Currency',
      ],
      orderExportBatches(deps.db, event),
      (o) => {
        const [subtotal, fee] = [Number(o.totalMinor), Number(o.serviceFeeMinor)];
        return [
          o.id,
          o.createdAt,
          o.completedAt,
          o.status,
          o.buyerEmail,
          o.customerName,
          o.customerEmail,
          o.channel,
          o.affiliateCode,
          o.tickets,
          fromMinor(subtotal),
          fromMinor(fee),
          fromMinor(subtotal + fee),
          o.currency,
        ];
      },
    ),
  };
}

/** Every ticket of one event with its holder and check-in time in the event's zone. */
export async function exportAttendees(deps: AppDeps, user: SessionUser, eventId: number): Promise<CsvExport> {
  const event = await loadAnalyticsEvent(deps.db, user, eventId);
  return {
    filename: `event-${event.id}-attendees.csv`,
    chunks: csvChunks(
      ['Ticket ID', 'Ticket type', 'Holder e-mail', 'Holder name', 'Status', `Checked in (${event.timeZone})`],
      attendeeExportBatches(deps.db, event),
      (t) => [t.id, t.ticketType, t.holderEmail, t.holderName, t.status, t.checkedInAt],
    ),
  };
}
