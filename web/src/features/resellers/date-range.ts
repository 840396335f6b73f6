import { m } from '@pentas/i18n/messages';
import { DEFAULT_TIME_ZONE, todayInZone } from '@pentas/openapi';
import type { DateRange } from '@/lib/search-params';

export type { DateRange };

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in Kuala Lumpur, and `n` days before it, as YYYY-MM-DD. */
function klDay(daysBack: number, now: Date) {
  const { year, month, day } = todayInZone(DEFAULT_TIME_ZONE, now);
  const d = new Date(Date.UTC(year, month - 1, day - daysBack));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The quick choices beside the two date inputs, each ending today in Kuala Lumpur (called while rendering: its labels are messages). */
export function rangePresets(now = new Date()): { label: string; range: Required<DateRange> }[] {
  const today = klDay(0, now);
  return [
    { label: m.resell_last_7_days(), range: { dateFrom: klDay(6, now), dateTo: today } },
    { label: m.resell_last_30_days(), range: { dateFrom: klDay(29, now), dateTo: today } },
    { label: m.resell_this_month(), range: { dateFrom: `${today.slice(0, 8)}01`, dateTo: today } },
  ];
}
