import { m } from '@pentas/i18n/messages';
import { fromMinor, instantInZone, toMinor } from '@pentas/openapi';

/**
 * Average ticket price (revenue divided by tickets sold) as a decimal string in the
 * same currency, rounded to the minor unit; null when nothing was sold (never a division by zero).
 */
export function averageTicketPrice(revenue: string, ticketsSold: number): string | null {
  const minor = toMinor(revenue);
  if (minor === null || ticketsSold <= 0) return null;
  return fromMinor(Math.round(minor / ticketsSold));
}

/** A share 0..1 as a whole percentage ('92.5%' stays one decimal); null for an empty base. */
export function percent(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const value = (part / whole) * 100;
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** An ISO instant as the seconds a chart's x axis counts in. */
export const epochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** A local day ('2026-11-20', in `timeZone`) as the seconds of its local midnight. */
export function daySeconds(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Math.floor(instantInZone({ year, month, day: date, hour: 0 }, timeZone).getTime() / 1000);
}

/** The API takes at most this many days of trends at once. */
const MAX_TREND_DAYS = 366;

/** Why a picked range cannot be asked for, in words for the picker; null when it can. */
export function rangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return null;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) return m.lib_range_reversed();
  if (days > MAX_TREND_DAYS) return m.lib_range_too_long({ days: MAX_TREND_DAYS });
  return null;
}
