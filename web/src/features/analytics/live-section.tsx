import { m } from '@pentas/i18n/messages';
import { formatEventTime, paymentMethodLabel } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChartFigure } from '@/components/charts/chart';
import { chartFormat } from '@/components/charts/chart-format';
import { DataTable } from '@/components/data/data-table';
import { formatCount } from '@/lib/counts';
import { epochSeconds, percent } from '@/lib/figures';
import { definitions } from './definitions';
import { analyticsQueries, type LiveSales } from './queries';
import { Section } from './section';
import { StatCard, StatGrid } from './stat-card';

const perBucket = (buckets: LiveSales['perMinute']) => ({
  times: buckets.map((b) => epochSeconds(b.start)),
  series: [{ label: m.stats_tickets_sold(), values: buckets.map((b) => b.tickets) }],
});

/**
 * The on-sale view of one event, asked again every few seconds while the page is open (the query's
 * refetchInterval): the page itself never reloads.
 */
export function LiveSection({ eventId }: { eventId: number }) {
  const { data } = useSuspenseQuery(analyticsQueries.live(eventId));
  const { timeZone, currency } = data;
  return (
    <Section
      title={m.stats_live_sales()}
      definition={definitions.salesRate()}
      aside={
        <p className="text-sm text-muted-foreground" data-testid="live-as-of">
          {m.stats_updated_every({
            time: formatEventTime(data.asOf, timeZone),
            seconds: formatCount(data.refreshSeconds),
          })}
        </p>
      }
    >
      <StatGrid>
        <StatCard title={m.stats_paid()} definition={definitions.stock()}>
          {formatCount(data.holds.paid)}
        </StatCard>
        <StatCard title={m.stats_held_open_checkouts()} definition={definitions.stock()}>
          {formatCount(data.holds.held)}
        </StatCard>
        <StatCard title={m.stats_released_holds()} definition={definitions.stock()}>
          {formatCount(data.holds.released)}
        </StatCard>
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title={m.stats_per_minute_last_hour()}
          timeHeader={m.stats_minute()}
          data={perBucket(data.perMinute)}
          format={chartFormat(timeZone, currency, 'time')}
          bars
        />
        <ChartFigure
          title={m.stats_per_hour_last_day()}
          timeHeader={m.stats_hour()}
          data={perBucket(data.perHour)}
          format={chartFormat(timeZone, currency, 'dateTime')}
          bars
        />
      </div>
      <DataTable
        caption={m.stats_stock_per_type()}
        rows={data.ticketTypes}
        rowKey={(t) => t.ticketTypeId}
        columns={[
          { header: m.stats_col_ticket_type(), cell: (t) => t.name },
          { header: m.stats_col_quantity(), numeric: true, cell: (t) => formatCount(t.quantity) },
          { header: m.stats_col_left(), numeric: true, cell: (t) => formatCount(t.left) },
          { header: m.stats_paid(), numeric: true, cell: (t) => formatCount(t.paid) },
          { header: m.stats_col_held(), numeric: true, cell: (t) => formatCount(t.held) },
          { header: m.stats_col_released(), numeric: true, cell: (t) => formatCount(t.released) },
        ]}
      />
      <p className="text-sm text-muted-foreground">{definitions.stock()}</p>
      <DataTable
        caption={m.stats_payment_success()}
        rows={data.payments}
        rowKey={(p) => p.method}
        empty={m.stats_no_payment_attempts()}
        columns={[
          { header: m.stats_col_method(), cell: (p) => paymentMethodLabel(p.method) },
          { header: m.stats_col_attempts(), numeric: true, cell: (p) => formatCount(p.attempts) },
          { header: m.stats_col_succeeded(), numeric: true, cell: (p) => formatCount(p.succeeded) },
          { header: m.stats_col_success_rate(), numeric: true, cell: (p) => percent(p.succeeded, p.attempts) ?? '—' },
        ]}
      />
      <p className="text-sm text-muted-foreground">{definitions.payments()}</p>
    </Section>
  );
}
