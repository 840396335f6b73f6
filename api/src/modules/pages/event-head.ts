import { formatEventDateTime, formatPrice, toMinor } from '@pentas/openapi';
import type { PublicEvent } from '../events';
import { eventJsonLd } from './event-json-ld';
import { type PageHead, SITE_NAME } from './page-head';

/**
 * 'Sat, 12 Dec 2026, 8:00 pm at Dewan Filharmonik, Kuala Lumpur, Malaysia. Tickets from RM 120.00.'
 * The date and time on the event's clock (its zone named unless Kuala Lumpur's) and the price in its
 * currency, as its page shows them.
 */
function eventDescription(event: PublicEvent): string {
  const when = formatEventDateTime(event.dateTime, event.timeZone);
  const where = `${event.venue}, ${event.location}`;
  const minor = event.minPrice === null ? null : toMinor(event.minPrice);
  const price =
    minor === null ? '' : minor === 0 ? ' Free tickets.' : ` Tickets from ${formatPrice(minor, event.currency)}.`;
  return `${when} at ${where}.${price}`;
}

export function eventHead(event: PublicEvent, urls: { page: string; image: string }): PageHead {
  return {
    title: `${event.title} — ${SITE_NAME}`,
    shareTitle: event.title,
    description: eventDescription(event),
    url: urls.page,
    image: urls.image,
    jsonLd: eventJsonLd(event, urls),
  };
}
