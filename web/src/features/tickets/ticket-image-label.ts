import { m } from '@pentas/i18n/messages';
import { formatEventDate, formatEventTime } from '@pentas/openapi';
import { eventTitle } from '@/features/events/catalog-words';
import type { Ticket } from './queries';
import { ticketReference } from './ticket-words';

/** What the downloaded ticket image says under its code, line by line: enough to find the door without the app. */
export interface TicketImageLabel {
  event: string;
  when: string;
  venue: string;
  type: string;
  holder: string;
  reference: string;
}

export function ticketImageLabel(ticket: Ticket, holder: string): TicketImageLabel {
  const { event } = ticket;
  return {
    event: eventTitle(event),
    when: `${formatEventDate(event.dateTime, event.timeZone)} · ${formatEventTime(event.dateTime, event.timeZone)}`,
    venue: [event.venue, event.location].filter(Boolean).join(', '),
    type: ticket.ticketType.name,
    holder: m.wallet_image_holder({ holder }),
    reference: m.wallet_image_reference({ reference: ticketReference(ticket) }),
  };
}
