import {
  currencies,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  formatPrice,
  intlLocale,
  isCurrencyCode,
} from '@pentas/openapi';
import type { ChartFormat } from './chart';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const timeLabels = {
  /** Minutes and quarter hours: '7:41 pm' ('7:41 pm WIB' outside Kuala Lumpur's zone). */
  time: (seconds: number, zone: string) => formatEventTime(iso(seconds), zone),
  /** Hours over a day: 'Sat, 21 Nov 2026, 7:00 pm'. */
  dateTime: (seconds: number, zone: string) => formatEventDateTime(iso(seconds), zone),
  /** Days: 'Sat, 21 Nov 2026'. */
  day: (seconds: number, zone: string) => formatEventDate(iso(seconds), zone),
};

const short = (options: Intl.DateTimeFormatOptions) => (seconds: number, timeZone: string) =>
  new Intl.DateTimeFormat(intlLocale(), { timeZone, ...options }).format(new Date(seconds * 1000));

const axisLabels = {
  time: short({ hour: 'numeric', minute: '2-digit', hour12: true }),
  dateTime: short({ hour: 'numeric', hour12: true }),
  day: short({ day: 'numeric', month: 'short' }),
};

/** A bucket's length when a chart has one point only (the gap between points otherwise). */
const singleBucket = { time: 60, dateTime: 3600, day: 86_400 };

/** Short numbers in the page's language: '20K', '900M' ('900J' in Malay). */
const compact = (n: number) =>
  new Intl.NumberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** Money on an axis tick: 'RM 20K', 'Rp 900M' (the table beside the chart has the exact amounts). */
function axisMoney(minor: number, currency: string): string {
  const info = isCurrencyCode(currency) ? currencies[currency] : currencies.MYR;
  return `${info.symbol}${info.space ? ' ' : ''}${compact(minor / 100)}`;
}

/**
 * How a chart of one event writes its times (on the event's clock) and money (in its currency).
 * `bucket`: the length of one point, when the data has a single one ('time' charts of quarter
 * hours pass 900).
 */
export function chartFormat(
  timeZone: string,
  currency: string,
  times: keyof typeof timeLabels,
  bucket = singleBucket[times],
): ChartFormat {
  return {
    timeZone,
    currency,
    formatTime: (seconds) => timeLabels[times](seconds, timeZone),
    axisTime: (seconds) => axisLabels[times](seconds, timeZone),
    formatMoney: (minor) => formatPrice(minor, currency),
    axisMoney: (minor) => axisMoney(minor, currency),
    stepSeconds: bucket,
  };
}
