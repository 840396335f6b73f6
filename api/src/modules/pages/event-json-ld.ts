import { zoneOffsetMs } from '@pentas/openapi';
import type { PublicEvent } from '../events';

/** An instant as ISO 8601 on the event's own clock, with its offset: 2026-12-01T20:00:00+08:00. */
function isoWithOffset(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const offsetMinutes = Math.round(zoneOffsetMs(at, timeZone) / 60_000);
  const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** 'George Town, Malaysia' → locality 'George Town', country 'Malaysia' (the form asks for 'City, Country'). */
function postalAddress(location: string) {
  const parts = location.split(',').map((p) => p.trim());
  const country = parts.length > 1 ? parts.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    addressLocality: parts.join(', '),
    ...(country ? { addressCountry: country } : {}),
  };
}

/**
 * schema.org Event for search engines: one Offer per active ticket type (the page lists only those),
 * in the event's currency, InStock or SoldOut by what is left; times with their offset.
 */
export function eventJsonLd(event: PublicEvent, urls: { page: string; image: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: isoWithOffset(event.dateTime, event.timeZone),
    ...(event.endDateTime ? { endDate: isoWithOffset(event.endDateTime, event.timeZone) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.venue, address: postalAddress(event.location) },
    image: [urls.image],
    url: urls.page,
    organizer: { '@type': 'Organization', name: event.organizer.name },
    offers: event.ticketTypes.map((type) => ({
      '@type': 'Offer',
      name: type.name,
      price: type.price,
      priceCurrency: event.currency,
      availability: type.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: urls.page,
    })),
  };
}
