import { m } from '@pentas/i18n/messages';
import type { EventSaleState, TicketSaleState } from '@pentas/openapi';
import { Badge } from '@/components/ui/badge';

const eventTints: Record<EventSaleState, 'green' | 'yellow' | 'gray' | 'red' | 'blue'> = {
  on_sale: 'green',
  not_started: 'blue',
  sold_out: 'yellow',
  sales_ended: 'gray',
  ended: 'gray',
  inactive: 'gray',
  deleted: 'red',
  cancelled: 'red',
};

/** An event's state in words, in the page's language (`eventSaleStateLabels` in English). */
export const eventSaleStateLabel = (state: EventSaleState): string =>
  ({
    on_sale: m.stats_state_on_sale(),
    sold_out: m.stats_state_sold_out(),
    not_started: m.stats_state_not_started(),
    sales_ended: m.sale_sales_ended(),
    ended: m.stats_state_ended(),
    inactive: m.stats_state_inactive(),
    deleted: m.stats_state_deleted(),
    cancelled: m.status_cancelled(),
  })[state];

/** A ticket type's state in words, in the page's language (`ticketSaleStateLabels` in English). */
const ticketSaleStateLabel = (state: TicketSaleState): string =>
  ({
    on_sale: m.stats_state_on_sale(),
    sold_out: m.tickets_sold_out(),
    not_started: m.stats_state_not_started(),
    sales_ended: m.sale_sales_ended(),
    inactive: m.stats_state_inactive(),
  })[state];

/** An event's state as the API computes it (decision 17): back-office lists badge by this, never "Active". */
export function EventStateBadge({ state }: { state: EventSaleState }) {
  return (
    <Badge variant={eventTints[state]} data-testid="event-state">
      {eventSaleStateLabel(state)}
    </Badge>
  );
}

/** A ticket type's state: On sale, Sold Out, Not yet on sale, Sales ended or Inactive. */
export function TicketStateBadge({ state }: { state: TicketSaleState }) {
  return <Badge variant={eventTints[state]}>{ticketSaleStateLabel(state)}</Badge>;
}
