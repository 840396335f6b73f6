import { formatEventDate, formatEventDateTime, formatEventTime, formatPrice } from '@pentas/openapi';
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
  new Intl.DateTimeFormat('en-MY', { timeZone, ...options }).format(new Date(seconds * 1000));

const axisLabels = {
  time: short({ hour: 'numeric', minute: '2-digit', hour12: true }),
  dateTime: short({ hour: 'numeric', hour12: true }),
  day: short({ day: 'numeric', month: 'short' }),
};

/** How a chart of one event writes its times (on the event's clock) and money (in its currency). */
export function chartFormat(timeZone: string, currency: string, times: keyof typeof timeLabels): ChartFormat {
  return {
    timeZone,
    currency,
    formatTime: (seconds) => timeLabels[times](seconds, timeZone),
    axisTime: (seconds) => axisLabels[times](seconds, timeZone),
    formatMoney: (minor) => formatPrice(minor, currency),
  };
}
