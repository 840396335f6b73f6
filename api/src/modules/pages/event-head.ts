import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatEventDateTime, formatPrice, toMinor } from '@pentas/openapi';
import type { PublicEvent } from '../events';
import { eventJsonLd } from './event-json-ld';
import { type PageHead, SITE_NAME } from './page-head';

/**
 * 'Sat, 12 Dec 2026, 8:00 pm at Dewan Filharmonik, Kuala Lumpur, Malaysia. Tickets from RM 120.00.'
 * The date and time on the event's clock (its zone named unless Kuala Lumpur's) and the price in its
 * currency, as its page shows them.
 */
function eventDescription(event: PublicEvent, locale: Locale): string {
  const when = formatEventDateTime(event.dateTime, event.timeZone, intlLocaleOf(locale));
  const where = `${event.venue}, ${event.location}`;
  const minor = event.minPrice === null ? null : toMinor(event.minPrice);
  const price =
    minor === null
      ? null
      : minor === 0
        ? m.head_event_free({}, { locale })
        : m.head_event_from({ price: formatPrice(minor, event.currency) }, { locale });
  return [m.head_event_description({ when, where }, { locale }), price].filter(Boolean).join(' ');
}

/** An event's head in `locale`: its Malay title where it has one (decision 76), the when, where and price in words. */
export function eventHead(event: PublicEvent, urls: { page: string; image: string }, locale: Locale): PageHead {
  const title = eventTitleIn(event, locale);
  return {
    title: `${title} — ${SITE_NAME}`,
    shareTitle: title,
    description: eventDescription(event, locale),
    url: urls.page,
    image: urls.image,
    jsonLd: eventJsonLd(event, urls),
  };
}
