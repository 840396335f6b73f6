/**
 * Times in a zone: turning a wall clock into an instant and back, and the one way an instant is
 * written for people (decisions.md items 3 and 41). An event's start and end are written on the
 * event's own clock, with the zone's short name unless it is Kuala Lumpur's; times of actions
 * (orders, scans, audit entries, payments) on Kuala Lumpur's clock. Every screen, the server's
 * pages, the share card, the API's messages and the widget write times through this file.
 */

import { dateTimeFormat, intlLocale, pageNow, written } from './intl-formats';

/** Pentas's own clock: actions are timed on it, and event times on it go without a zone name. */
export const HOME_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** The wall clock of `zone` at instant `at`, to the second. */
function wallClock(at: Date, zone: string) {
  const text = written(`clock|${zone}|${at.getTime()}`, () => JSON.stringify(wallClockParts(at, zone)));
  return JSON.parse(text) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

function wallClockParts(at: Date, zone: string) {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { ...parts, hour: parts.hour % 24 } as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The offset of `zone` from UTC at instant `at`, in milliseconds. */
export function zoneOffsetMs(at: Date, zone: string): number {
  const p = wallClock(at, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock in `zone` shows the given local date and time. */
export function instantInZone(
  local: { year: number; month: number; day: number; hour: number; minute?: number },
  zone: string,
) {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute ?? 0);
  return new Date(guess - zoneOffsetMs(new Date(guess), zone));
}

/** Today's date on the wall calendar of `zone`. */
export function todayInZone(zone: string, now = pageNow()) {
  const local = new Date(now.getTime() + zoneOffsetMs(now, zone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ('2026-12-01T19:30') on `zone`'s wall clock → ISO instant; null if malformed. */
export function localInputToIso(value: string, zone: string): string | null {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return null;
  const [, year, month, day, hour, minute] = m.map(Number);
  return instantInZone({ year, month, day, hour, minute }, zone).toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as the 'YYYY-MM-DDTHH:mm' a datetime-local input shows, on `zone`'s wall clock ('' for none). */
export function isoToLocalInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const p = wallClock(new Date(iso), zone);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * Short names people in the catalog's countries know. ICU writes most of these as 'GMT+7' (and
 * Singapore's as 'GMT+8', like Kuala Lumpur's), so they are named here; other zones get ICU's own.
 */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Kuala_Lumpur': 'MYT',
  'Asia/Kuching': 'MYT',
  'Asia/Singapore': 'SGT',
  'Asia/Bangkok': 'ICT',
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
  'Asia/Manila': 'PHT',
};

const EN = 'en-MY';

/** A formatter in `locale` if the runtime knows it (the widget's host page may give any), else en-MY's. */
function formatIn(locale: string, options: Intl.DateTimeFormatOptions) {
  try {
    return dateTimeFormat(locale, options);
  } catch {
    return dateTimeFormat(EN, options);
  }
}

const DATE = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const DATE_TIME = { ...DATE, ...TIME };

/**
 * `iso` on `zone`'s clock, the zone's short name where the locale puts it (`named`, not for Kuala
 * Lumpur). ICU's parts put a narrow no-break space before 'pm', which `format` (V8) makes a space.
 */
function write(iso: string, zone: string, locale: string, options: Intl.DateTimeFormatOptions, named = true) {
  const zoneName = named && zone !== HOME_TIME_ZONE ? ({ timeZoneName: 'short' } as const) : {};
  const full = { timeZone: zone, ...options, ...zoneName };
  return written(`time|${locale}|${JSON.stringify(full)}|${iso}`, () =>
    formatIn(locale, full)
      .formatToParts(new Date(iso))
      .map((p) => (p.type === 'timeZoneName' ? ZONE_NAMES[zone] || p.value : partIn(locale)(p)))
      .join('')
      .replace(/\u202f/g, ' '),
  );
}

/** ICU's Malay 'PTG' and 'PG' as Malaysian Malay writes them, small: '7:00 ptg'. */
const partIn = (locale: string) => (part: Intl.DateTimeFormatPart) =>
  part.type === 'dayPeriod' && locale.startsWith('ms') ? part.value.toLowerCase() : part.value;

/** An event's date on its own calendar: 'Sat, 5 Dec 2026' (a date alone names no zone). */
export const formatEventDate = (iso: string, zone: string, locale = intlLocale()) =>
  write(iso, zone, locale, DATE, false);

/** An event's time on its own clock: '7:30 pm' in Kuala Lumpur, '7:30 pm WIB' in Jakarta. */
export const formatEventTime = (iso: string, zone: string, locale = intlLocale()) => write(iso, zone, locale, TIME);

/** An event's date and time on its own clock: 'Sat, 5 Dec 2026, 7:30 pm WIB' (Kuala Lumpur's unnamed). */
export const formatEventDateTime = (iso: string, zone: string, locale = intlLocale()) =>
  write(iso, zone, locale, DATE_TIME);

/**
 * From an event's start to its end, the zone named once: '7:30 pm – 10:30 pm WIB', or with the end's
 * date when it ends on another day: '7:30 pm – Sun, 6 Dec 2026, 1:00 am WIB'.
 */
export function formatEventTimeRange(startIso: string, endIso: string, zone: string, locale = intlLocale()) {
  const sameDay = formatEventDate(startIso, zone, locale) === formatEventDate(endIso, zone, locale);
  return `${write(startIso, zone, locale, TIME, false)} – ${write(endIso, zone, locale, sameDay ? TIME : DATE_TIME)}`;
}

/** When something was done (an order, a scan, an audit entry, a payment), on Kuala Lumpur's clock: '5 Dec 2026, 8:30 pm'. */
export function formatActionTime(iso: string, locale = intlLocale()) {
  return formatIn(locale, { timeZone: HOME_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' })
    .formatToParts(new Date(iso))
    .map(partIn(locale))
    .join('')
    .replace(/\u202f/g, ' ');
}

/** The day something was done, on Kuala Lumpur's calendar: 'Thu, 26 Nov 2026'. */
export function formatActionDate(iso: string, locale = intlLocale()) {
  return formatIn(locale, { timeZone: HOME_TIME_ZONE, ...DATE }).format(new Date(iso));
}

/** The zone's short name at `iso` as these formatters write it ('MYT', 'WIB', 'GMT+9'): a calendar file's TZNAME. */
export function zoneName(iso: string, zone: string) {
  const icu = dateTimeFormat(EN, { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return ZONE_NAMES[zone] || icu.find((p) => p.type === 'timeZoneName')?.value || zone;
}
