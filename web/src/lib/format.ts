import { DEFAULT_TIME_ZONE } from '@pentas/openapi';

/** Dates and times always in the event's own zone; shared with the server's page head. */
export { formatEventDate, formatEventTime } from '@pentas/openapi';

/** Date and time together, e.g. for management lists (Asia/Kuala_Lumpur by default). */
export function formatDateTime(iso: string, timeZone = DEFAULT_TIME_ZONE) {
  return new Intl.DateTimeFormat('en-MY', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** An instant as the 'YYYY-MM-DDTHH:mm' a datetime-local input shows, on `timeZone`'s wall clock. */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
