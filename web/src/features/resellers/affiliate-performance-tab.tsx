import { DEFAULT_TIME_ZONE } from '@pentas/openapi';
import { DayChart } from '@/components/charts/day-chart';
import type { AffiliateStats } from './queries';

/**
 * Visits from the link (one per visitor a day) and orders per Kuala Lumpur day, and the day's conversion, as real charts (decisions.md
 * item 21). uPlot arrives only when this tab first opens (ChartFigure loads it lazily).
 */
export function AffiliatePerformanceTab({ stats }: { stats: AffiliateStats }) {
  const days = stats.clicksByDay;
  const onDays = { days: days.map((d) => d.day), timeZone: DEFAULT_TIME_ZONE, currency: 'MYR' };
  const span = days.length ? `${days[0].day} to ${days[days.length - 1].day}` : 'last 30 days';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DayChart
        title={`Visits from your link (one per visitor a day) and sales, ${span}`}
        {...onDays}
        bars
        series={[
          { label: 'Visits', values: days.map((d) => d.clicks) },
          { label: 'Sales', values: days.map((d) => d.orders) },
        ]}
      />
      <DayChart
        title={`Conversion rate per day (%), ${span}`}
        {...onDays}
        series={[{ label: 'Conversion %', values: days.map((d) => Math.round(d.conversionRate * 1000) / 10) }]}
      />
    </div>
  );
}
