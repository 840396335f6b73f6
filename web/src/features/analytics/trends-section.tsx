import { toMinor } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
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
        title={`Tickets sold per day, ${data.from} to ${data.to}`}
        {...onDays}
        bars
        series={[
          { label: 'Per day', values: data.days.map((d) => d.ticketsSold) },
          { label: 'Cumulative', values: data.days.map((d) => d.cumulativeTicketsSold) },
        ]}
      />
      <DayChart
        title={`Revenue per day (${data.currency}), ${data.from} to ${data.to}`}
        {...onDays}
        bars
        series={[
          { label: 'Per day', values: revenue((d) => d.revenue), money: true },
          { label: 'Cumulative', values: revenue((d) => d.cumulativeRevenue), money: true },
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
  const picker = (
    <div className="flex flex-wrap items-end gap-3">
      <DayField
        id="trends-from"
        label="From"
        value={range.from}
        max={range.to}
        onChange={(from) => onRangeChange({ ...range, from })}
      />
      <DayField
        id="trends-to"
        label="To"
        value={range.to}
        min={range.from}
        onChange={(to) => onRangeChange({ ...range, to })}
      />
    </div>
  );
  return (
    <Section title="Trends" definition={definitions.trends} aside={picker}>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="min-h-56 text-muted-foreground">
              Loading trends...
            </p>
          }
        >
          <TrendCharts eventId={eventId} range={range} />
        </Suspense>
      )}
    </Section>
  );
}
