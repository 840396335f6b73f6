import { DEFAULT_TIME_ZONE } from './catalog';
import { dateTimeFormat } from './intl-formats';

/**
 * An event's date and time as people read them, always on the event's own clock (decisions.md
 * item 3). Shared: the web pages and the server's page head (api/src/modules/pages) say the same.
 */
export function formatEventDate(iso: string, timeZone = DEFAULT_TIME_ZONE) {
  return dateTimeFormat('en-MY', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

export function formatEventTime(iso: string, timeZone = DEFAULT_TIME_ZONE) {
  return dateTimeFormat('en-MY', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));
}
