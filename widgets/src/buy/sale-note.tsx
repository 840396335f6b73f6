import {
  type components,
  EVENT_CANCELLED_NOTICE,
  EVENT_ENDED_NOTICE,
  formatEventDateTime,
  ticketSaleStateLabels,
} from '@pentas/openapi';

type EventDetail = components['schemas']['EventDetail'];
type TicketType = EventDetail['ticketTypes'][number];

/** In place of the stepper: when the type opens, or that its sales ended. */
export function WindowNote({ type, event, locale }: { type: TicketType; event: EventDetail; locale: string }) {
  return (
    <span class="note">
      {type.saleState === 'not_started' && type.salesStart
        ? `On sale from ${formatEventDateTime(type.salesStart, event.timeZone, locale)}`
        : ticketSaleStateLabels.sales_ended}
    </span>
  );
}

/** In place of Checkout, for an event that has ended or been cancelled: its types stay listed, none can be bought. */
export const ClosedNote = ({ cancelled }: { cancelled: boolean }) => (
  <p class="note ended" role="status">
    {cancelled ? EVENT_CANCELLED_NOTICE : EVENT_ENDED_NOTICE}
  </p>
);
