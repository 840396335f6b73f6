import { instantInZone, todayInZone } from '@pentas/openapi';

/** Calendar days as the API takes them (YYYY-MM-DD), for date-range filters. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD calendar day as days since the epoch, or null when it is not a real day. */
export function dayNumber(value: string) {
  const m = DAY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = Date.UTC(year, month - 1, day);
  const back = new Date(at);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return at / 86_400_000;
}

/** Days since the epoch back to YYYY-MM-DD. */
export const dayText = (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10);

/** The day on `zone`'s calendar at instant `at` (now by default), as YYYY-MM-DD. */
export const localDay = (zone: string, at = new Date()) => {
  const d = todayInZone(zone, at);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

/** The instant local midnight starts day number `days` on `zone`'s calendar. */
export function startOfDay(days: number, zone: string) {
  const d = new Date(days * 86_400_000);
  return instantInZone({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: 0 }, zone);
}
