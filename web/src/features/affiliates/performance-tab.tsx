import { DEFAULT_TIME_ZONE } from '@pentas/openapi';
import { ChartFigure } from '../analytics/chart';
import { chartFormat } from '../analytics/chart-format';
import { daySeconds } from '../analytics/figures';
import type { AffiliateStats } from './queries';

/**
 * Real charts where the spec had 'coming soon': clicks and orders per Kuala Lumpur day, and the
 * day's conversion. uPlot arrives only when this tab first opens (ChartFigure loads it lazily).
 */
export function PerformanceTab({ stats }: { stats: AffiliateStats }) {
  const days = stats.clicksByDay;
  const times = days.map((d) => daySeconds(d.day, DEFAULT_TIME_ZONE));
  const format = chartFormat(DEFAULT_TIME_ZONE, 'MYR', 'day');
  const span = days.length ? `${days[0].day} to ${days[days.length - 1].day}` : 'last 30 days';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title={`Clicks and sales per day, ${span}`}
        timeHeader="Day"
        format={format}
        bars
        data={{
          times,
          series: [
            { label: 'Clicks', values: days.map((d) => d.clicks) },
            { label: 'Sales', values: days.map((d) => d.orders) },
          ],
        }}
      />
      <ChartFigure
        title={`Conversion rate per day (%), ${span}`}
        timeHeader="Day"
        format={format}
        data={{
          times,
          series: [{ label: 'Conversion %', values: days.map((d) => Math.round(d.conversionRate * 1000) / 10) }],
        }}
      />
    </div>
  );
}
