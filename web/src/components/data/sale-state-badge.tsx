import {
  type EventSaleState,
  eventSaleStateLabels,
  type TicketSaleState,
  ticketSaleStateLabels,
} from '@pentas/openapi';
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

/** An event's state as the API computes it (decision 17): back-office lists badge by this, never "Active". */
export function EventStateBadge({ state }: { state: EventSaleState }) {
  return (
    <Badge variant={eventTints[state]} data-testid="event-state">
      {eventSaleStateLabels[state]}
    </Badge>
  );
}

/** A ticket type's state: On sale, Sold Out, Not yet on sale, Sales ended or Inactive. */
export function TicketStateBadge({ state }: { state: TicketSaleState }) {
  return <Badge variant={eventTints[state]}>{ticketSaleStateLabels[state]}</Badge>;
}
