import { m } from '@pentas/i18n/messages';
import { toMinor } from '@pentas/openapi';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { DayChart } from '@/components/charts/day-chart';
import { DayField } from '@/components/ui/day-field';
import { rangeProblem } from '@/lib/figures';
import { definitions } from './definitions';
import { analyticsQueries, type DayRange } from './queries';
import { Section } from './section';

function TrendCharts({ eventId, range }: { eventId: number; range: DayRange }) {
  const { data } = useSuspenseQuery(analyticsQueries.trends(eventId, range));
  const onDays = { days: data.days.map((d) => d.date), timeZone: data.timeZone, currency: data.currency };
  const revenue = (pick: (d: (typeof data.days)[number]) => string) => data.days.map((d) => toMinor(pick(d)) ?? 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DayChart
        title={m.stats_tickets_per_day()}
        {...onDays}
        bars
        series={[
          { label: m.stats_per_day(), values: data.days.map((d) => d.ticketsSold) },
          { label: m.stats_to_date(), values: data.days.map((d) => d.cumulativeTicketsSold), cumulative: true },
        ]}
      />
      <DayChart
        title={m.stats_revenue_per_day({ currency: data.currency })}
        {...onDays}
        bars
        series={[
          { label: m.stats_per_day(), values: revenue((d) => d.revenue), money: true },
          { label: m.stats_to_date(), values: revenue((d) => d.cumulativeRevenue), money: true, cumulative: true },
        ]}
      />
    </div>
  );
}

/**
 * Daily sales since sales opened, with a date-range picker. The range lives in the address
 * (`?from=&to=`), so a reload or a shared link shows the same days.
 */
export function TrendsSection({
  eventId,
  range,
  onRangeChange,
}: {
  eventId: number;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
}) {
  const problem = rangeProblem(range.from, range.to);
  // The days in force: the address's, else the API's default (first sale to today), once it answers.
  const shown = useQuery({ ...analyticsQueries.trends(eventId, range), enabled: !problem }).data;
  const from = range.from ?? shown?.from;
  const to = range.to ?? shown?.to;
  const picker = (
    <div className="flex flex-wrap items-end gap-3">
      <DayField
        id="trends-from"
        label={m.stats_from()}
        value={from}
        max={to}
        onChange={(day) => onRangeChange({ from: day, to })}
      />
      <DayField
        id="trends-to"
        label={m.stats_to()}
        value={to}
        min={from}
        onChange={(day) => onRangeChange({ from, to: day })}
      />
    </div>
  );
  return (
    <Section title={m.stats_trends()} definition={definitions.trends()} aside={picker}>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="min-h-56 text-muted-foreground">
              {m.stats_loading_trends()}
            </p>
          }
        >
          <TrendCharts eventId={eventId} range={range} />
        </Suspense>
      )}
    </Section>
  );
}
