import { m } from '@pentas/i18n/messages';
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
  const span = days.length
    ? m.resell_span_days({ from: days[0].day, to: days[days.length - 1].day })
    : m.resell_span_last_30_days();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DayChart
        title={m.resell_chart_visits({ span })}
        {...onDays}
        bars
        series={[
          { label: m.resell_col_visits(), values: days.map((d) => d.clicks) },
          { label: m.resell_col_sales(), values: days.map((d) => d.orders) },
        ]}
      />
      <DayChart
        title={m.resell_chart_conversion({ span })}
        {...onDays}
        series={[
          { label: m.resell_conversion_percent(), values: days.map((d) => Math.round(d.conversionRate * 1000) / 10) },
        ]}
      />
    </div>
  );
}
