import { m } from '@pentas/i18n/messages';
import { formatPrice } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { DataTable } from '@/components/data/data-table';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/counts';
import { averageTicketPrice } from '@/lib/figures';
import { definitions } from './definitions';
import { analyticsQueries, exportUrls } from './queries';
import { Section } from './section';
import { StatCard, StatGrid } from './stat-card';

/** The two CSV downloads: plain links, so the browser saves them with the session cookie. */
function Exports({ eventId }: { eventId: number }) {
  const urls = exportUrls(eventId);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={urls.orders} download>
          <DownloadIcon aria-hidden /> {m.stats_orders_csv()}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={urls.attendees} download>
          <DownloadIcon aria-hidden /> {m.stats_attendees_csv()}
        </a>
      </Button>
    </div>
  );
}

/** One event's analytics: its revenue, sales and average price, then per ticket type. */
export function EventPerformance({ eventId, title }: { eventId: number; title: string }) {
  const { data } = useSuspenseQuery(analyticsQueries.event(eventId));
  const money = (amount: string) => formatPrice(amount, data.currency);
  const average = averageTicketPrice(data.totalRevenue, data.ticketsSold);
  return (
    <Section
      title={m.stats_performance({ title })}
      definition={definitions.revenue()}
      aside={<Exports eventId={eventId} />}
    >
      <StatGrid>
        <StatCard
          title={m.stats_revenue()}
          definition={definitions.revenue()}
          note={m.stats_in_currency_without_fee({ currency: data.currency })}
        >
          <span data-testid="event-revenue">{money(data.totalRevenue)}</span>
        </StatCard>
        <StatCard
          title={m.stats_service_fees()}
          definition={definitions.serviceFees()}
          note={m.stats_apart_from_revenue()}
        >
          {money(data.serviceFees)}
        </StatCard>
        <StatCard
          title={m.stats_tickets_sold()}
          definition={definitions.ticketsSold()}
          note={m.stats_orders_count({ count: formatCount(data.ordersCompleted) })}
        >
          <span data-testid="event-tickets-sold">{formatCount(data.ticketsSold)}</span>
        </StatCard>
        <StatCard title={m.stats_average_ticket_price()} definition={definitions.averagePrice()}>
          {average === null ? '—' : money(average)}
        </StatCard>
      </StatGrid>
      <DataTable
        caption={m.stats_ticket_type_breakdown()}
        rows={data.ticketTypeBreakdown}
        rowKey={(t) => t.ticketTypeId}
        empty={m.stats_no_ticket_types()}
        columns={[
          { header: m.stats_col_ticket_type(), cell: (t) => t.name },
          { header: m.stats_col_sold(), numeric: true, cell: (t) => formatCount(t.sold) },
          { header: m.stats_revenue(), numeric: true, cell: (t) => money(t.revenue) },
          {
            header: m.stats_col_average_price(),
            numeric: true,
            cell: (t) => {
              const each = averageTicketPrice(t.revenue, t.sold);
              return each === null ? '—' : money(each);
            },
          },
        ]}
      />
    </Section>
  );
}
