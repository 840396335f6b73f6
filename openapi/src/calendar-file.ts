import { zoneName, zoneOffsetMs } from './time';

/** What an event's calendar entry is made of (an order's page has all of it). */
export interface CalendarEvent {
  title: string;
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  venue: string;
  location: string;
}

interface EntryDetails {
  /** Stays the same for the same order, so a second import updates the entry instead of adding one. */
  uid: string;
  /** The order's page, where the tickets are. */
  url: string;
  description: string;
  /** When the file was made (DTSTAMP). */
  now?: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as iCalendar's local DATE-TIME on `zone`'s wall clock ('20261212T193000'). */
function wallClock(at: Date, zone: string) {
  const local = new Date(at.getTime() + zoneOffsetMs(at, zone));
  return (
    `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`
  );
}

/** An instant in UTC, iCalendar's form ('20261212T113000Z'). */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** An offset as iCalendar writes it ('+0700'). */
function offsetText(ms: number) {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

/** Text as iCalendar takes it: backslashes, semicolons, commas and line breaks escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (RFC 5545 3.1), never inside a character. */
function fold(line: string) {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // a continuation starts with a space
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The event as an iCalendar file (.ics) for "Add to calendar". Its times are the event's own, on its
 * own zone's clock (TZID with the zone's offset at the event in a VTIMEZONE), so any calendar shows the
 * right moment wherever the buyer is. If the zone's offset changes between start and end (a daylight
 * saving switch during the event), both are written in UTC instead, which is as exact.
 */
export function eventCalendarFile(event: CalendarEvent, details: EntryDetails) {
  const start = new Date(event.startsAt);
  const end = event.endsAt ? new Date(event.endsAt) : null;
  const zone = event.timeZone;
  const offset = zoneOffsetMs(start, zone);
  const oneOffset = !end || zoneOffsetMs(end, zone) === offset;
  const when = (name: string, at: Date) =>
    oneOffset ? `${name};TZID=${zone}:${wallClock(at, zone)}` : `${name}:${utc(at)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pentas//Order confirmation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(oneOffset
      ? [
          'BEGIN:VTIMEZONE',
          `TZID:${zone}`,
          'BEGIN:STANDARD',
          'DTSTART:19700101T000000',
          `TZOFFSETFROM:${offsetText(offset)}`,
          `TZOFFSETTO:${offsetText(offset)}`,
          `TZNAME:${escapeText(zoneName(start.toISOString(), zone))}`,
          'END:STANDARD',
          'END:VTIMEZONE',
        ]
      : []),
    'BEGIN:VEVENT',
    `UID:${details.uid}`,
    `DTSTAMP:${utc(details.now ?? new Date())}`,
    when('DTSTART', start),
    ...(end ? [when('DTEND', end)] : []),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(`${event.venue}, ${event.location}`)}`,
    `DESCRIPTION:${escapeText(details.description)}`,
    `URL:${details.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
