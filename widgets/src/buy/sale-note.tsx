import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { type components, formatEventDateTime } from '@pentas/openapi';

type EventDetail = components['schemas']['EventDetail'];
type TicketType = EventDetail['ticketTypes'][number];

/** In place of the stepper: when the type opens, or that its sales ended. */
export function WindowNote({
  type,
  event,
  lang,
  locale,
}: {
  type: TicketType;
  event: EventDetail;
  lang: Locale;
  locale: string;
}) {
  return (
    <span class="note">
      {type.saleState === 'not_started' && type.salesStart
        ? m.widget_on_sale_from(
            { when: formatEventDateTime(type.salesStart, event.timeZone, locale) },
            { locale: lang },
          )
        : m.sale_sales_ended({}, { locale: lang })}
    </span>
  );
}

/** In place of Checkout, for an event that has ended or been cancelled: its types stay listed, none can be bought. */
export const ClosedNote = ({ cancelled, lang }: { cancelled: boolean; lang: Locale }) => (
  <p class="note ended" role="status">
    {cancelled ? m.event_cancelled_notice({}, { locale: lang }) : m.event_ended_notice({}, { locale: lang })}
  </p>
);
