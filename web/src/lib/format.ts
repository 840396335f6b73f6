import { DEFAULT_TIME_ZONE } from '@pentas/openapi';

/** Dates and times always in the event's own zone (DECISIONS item 3). */
export function formatEventDate(iso: string, timeZone = DEFAULT_TIME_ZONE) {
  return new Intl.DateTimeFormat('en-MY', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

export function formatEventTime(iso: string, timeZone = DEFAULT_TIME_ZONE) {
  return new Intl.DateTimeFormat('en-MY', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(
    new Date(iso),
  );
}
