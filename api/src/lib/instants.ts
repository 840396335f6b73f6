import { instantInZone } from '@pentas/openapi';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An event time as sent by a client: an ISO instant with offset ('…Z', '…+08:00'), or a wall-clock
 * time without one ('2026-12-01T19:30'), read in the event's own zone. Null when it is neither.
 */
export function parseEventInstant(value: string, timeZone: string): Date | null {
  const local = LOCAL.exec(value);
  if (local) {
    const [, y, mo, d, h, mi] = local.map(Number);
    const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth || h > 23 || mi > 59) return null;
    return instantInZone({ year: y, month: mo, day: d, hour: h, minute: mi }, timeZone);
  }
  if (!WITH_OFFSET.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
