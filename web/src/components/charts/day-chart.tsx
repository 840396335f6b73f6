import { m } from '@pentas/i18n/messages';
import { daySeconds } from '@/lib/figures';
import { ChartFigure, type ChartSeries } from './chart';
import { chartFormat } from './chart-format';

/**
 * A chart with a point per day: `days` are local dates ('2026-11-20') on `timeZone`'s calendar, each
 * drawn at its local midnight and written as that day; money in `currency`.
 */
export function DayChart({
  title,
  days,
  timeZone,
  currency,
  series,
  bars = false,
}: {
  title: string;
  days: string[];
  timeZone: string;
  currency: string;
  series: ChartSeries[];
  bars?: boolean;
}) {
  return (
    <ChartFigure
      title={title}
      timeHeader={m.stats_day()}
      format={chartFormat(timeZone, currency, 'day')}
      bars={bars}
      data={{ times: days.map((day) => daySeconds(day, timeZone)), series }}
    />
  );
}
