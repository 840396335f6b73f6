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
  series: [{ label: 'Tickets sold', values: buckets.map((b) => b.tickets) }],
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
      title="Live sales"
      definition={definitions.salesRate}
      aside={
        <p className="text-sm text-muted-foreground" data-testid="live-as-of">
          Updated {formatEventTime(data.asOf, timeZone)} · every {data.refreshSeconds} s
        </p>
      }
    >
      <StatGrid>
        <StatCard title="Paid" definition={definitions.stock}>
          {formatCount(data.holds.paid)}
        </StatCard>
        <StatCard title="Held in open checkouts" definition={definitions.stock}>
          {formatCount(data.holds.held)}
        </StatCard>
        <StatCard title="Released holds" definition={definitions.stock}>
          {formatCount(data.holds.released)}
        </StatCard>
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Tickets sold per minute, last hour"
          timeHeader="Minute"
          data={perBucket(data.perMinute)}
          format={chartFormat(timeZone, currency, 'time')}
          bars
        />
        <ChartFigure
          title="Tickets sold per hour, last day"
          timeHeader="Hour"
          data={perBucket(data.perHour)}
          format={chartFormat(timeZone, currency, 'dateTime')}
          bars
        />
      </div>
      <DataTable
        caption="Stock per ticket type"
        rows={data.ticketTypes}
        rowKey={(t) => t.ticketTypeId}
        columns={[
          { header: 'Ticket type', cell: (t) => t.name },
          { header: 'Quantity', numeric: true, cell: (t) => formatCount(t.quantity) },
          { header: 'Left', numeric: true, cell: (t) => formatCount(t.left) },
          { header: 'Paid', numeric: true, cell: (t) => formatCount(t.paid) },
          { header: 'Held', numeric: true, cell: (t) => formatCount(t.held) },
          { header: 'Released', numeric: true, cell: (t) => formatCount(t.released) },
        ]}
      />
      <p className="text-sm text-muted-foreground">{definitions.stock}</p>
      <DataTable
        caption="Payment success by method"
        rows={data.payments}
        rowKey={(p) => p.method}
        empty="No payment attempts yet."
        columns={[
          { header: 'Method', cell: (p) => paymentMethodLabel(p.method) },
          { header: 'Attempts', numeric: true, cell: (p) => formatCount(p.attempts) },
          { header: 'Succeeded', numeric: true, cell: (p) => formatCount(p.succeeded) },
          { header: 'Success rate', numeric: true, cell: (p) => percent(p.succeeded, p.attempts) ?? '—' },
        ]}
      />
      <p className="text-sm text-muted-foreground">{definitions.payments}</p>
    </Section>
  );
}
