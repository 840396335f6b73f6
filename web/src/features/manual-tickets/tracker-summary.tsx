import { m } from '@pentas/i18n/messages';
import { DEFAULT_TIME_ZONE, formatPrice } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DayChart } from '@/components/charts/day-chart';
import { FigureCard } from '@/components/data/figure-card';
import { formatCount } from '@/lib/counts';
import { type ManualTicketSummary, manualTicketQueries, type TrackerFilters } from './queries';

type Amounts = ManualTicketSummary['totalValue'];

/** Money in several currencies: one line each, never added together. */
function AmountLines({ amounts }: { amounts: Amounts }) {
  if (amounts.length === 0) return <span>—</span>;
  return (
    <span className="flex flex-col">
      {amounts.map((a) => (
        <span key={a.currency}>{formatPrice(a.amount, a.currency)}</span>
      ))}
    </span>
  );
}

/**
 * The manual ticket tracker's summary cards (totalTickets, uniqueUsers, totalValue, thisMonth)
 * and the sales overview, a chart of tickets issued per Kuala Lumpur day, for the records the filters
 * keep (decisions.md item 17).
 */
export function TrackerSummary({ filters }: { filters: Pick<TrackerFilters, 'search' | 'range'> }) {
  const { data } = useSuspenseQuery(manualTicketQueries.summary(filters));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard title={m.box_total_tickets()}>{formatCount(data.totalTickets)}</FigureCard>
        <FigureCard title={m.box_unique_users()} note={m.box_unique_users_note()}>
          {formatCount(data.uniqueUsers)}
        </FigureCard>
        <FigureCard title={m.box_total_value()} note={m.box_total_value_note()}>
          <AmountLines amounts={data.totalValue} />
        </FigureCard>
        <FigureCard
          title={m.discover_this_month()}
          note={
            data.thisMonth.totalValue.length > 0 ? (
              <AmountLines amounts={data.thisMonth.totalValue} />
            ) : (
              m.box_this_month_note()
            )
          }
        >
          {formatCount(data.thisMonth.tickets)}
        </FigureCard>
      </div>
      <section aria-label={m.box_sales_overview()} className="rounded-xl border bg-card p-4">
        {data.daily.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.box_none_in_range()}</p>
        ) : (
          <DayChart
            title={m.box_chart_title()}
            days={data.daily.map((d) => d.day)}
            timeZone={DEFAULT_TIME_ZONE}
            currency="MYR"
            bars
            series={[{ label: m.order_tickets(), values: data.daily.map((d) => d.tickets) }]}
          />
        )}
      </section>
    </div>
  );
}
