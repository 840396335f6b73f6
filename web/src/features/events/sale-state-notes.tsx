import { m } from '@pentas/i18n/messages';
import { formatEventDateTime } from '@pentas/openapi';
import { CalendarX2Icon } from 'lucide-react';
import type { EventDetail } from './queries';

type TicketType = EventDetail['ticketTypes'][number];

/** "This event has ended" above its ticket types, which stay listed but cannot be bought. */
export function EventEndedNotice({ event }: { event: EventDetail }) {
  if (event.saleState !== 'ended') return null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-md border bg-muted p-4" data-testid="event-ended">
      <CalendarX2Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div>
        <p className="font-semibold">{m.event_ended_notice()}</p>
        <p className="text-sm text-muted-foreground">{m.org_tickets_no_longer_sold()}</p>
      </div>
    </div>
  );
}

/**
 * In place of Add to Cart: when a type opens ("On sale from …", the event's clock), "Sales ended", or
 * "Cancelled" for a cancelled event's types (its banner says the rest).
 */
export function TicketWindowNote({ type, event }: { type: TicketType; event: EventDetail }) {
  const text =
    event.saleState === 'cancelled'
      ? m.status_cancelled()
      : type.saleState === 'not_started' && type.salesStart
        ? m.widget_on_sale_from({ when: formatEventDateTime(type.salesStart, event.timeZone) })
        : m.sale_sales_ended();
  return (
    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground tabular">
      {text}
    </span>
  );
}
