import { type components, EVENT_ENDED_NOTICE, ticketSaleStateLabels } from '@pentas/openapi';

type EventDetail = components['schemas']['EventDetail'];
type TicketType = EventDetail['ticketTypes'][number];

/** A date and time on the event's clock, in the host page's locale when the browser knows it. */
export function when(iso: string, timeZone: string, locale: string) {
  const options = { timeZone, dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-MY', options).format(new Date(iso));
  }
}

/** In place of the stepper: when the type opens, or that its sales ended. */
export function WindowNote({ type, event, locale }: { type: TicketType; event: EventDetail; locale: string }) {
  return (
    <span class="note">
      {type.saleState === 'not_started' && type.salesStart
        ? `On sale from ${when(type.salesStart, event.timeZone, locale)}`
        : ticketSaleStateLabels.sales_ended}
    </span>
  );
}

/** In place of Checkout, for an event that has ended: its types stay listed, none can be bought. */
export const EndedNote = () => (
  <p class="note ended" role="status">
    {EVENT_ENDED_NOTICE}
  </p>
);
