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
          <DownloadIcon aria-hidden /> Orders CSV
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={urls.attendees} download>
          <DownloadIcon aria-hidden /> Attendees CSV
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
    <Section title={`Performance: ${title}`} definition={definitions.revenue} aside={<Exports eventId={eventId} />}>
      <StatGrid>
        <StatCard
          title="Revenue"
          definition={definitions.revenue}
          note={`In ${data.currency}, without the service fee`}
        >
          <span data-testid="event-revenue">{money(data.totalRevenue)}</span>
        </StatCard>
        <StatCard title="Service fees" definition={definitions.serviceFees} note="Apart from revenue">
          {money(data.serviceFees)}
        </StatCard>
        <StatCard
          title="Tickets sold"
          definition={definitions.ticketsSold}
          note={`${formatCount(data.ordersCompleted)} orders`}
        >
          <span data-testid="event-tickets-sold">{formatCount(data.ticketsSold)}</span>
        </StatCard>
        <StatCard title="Average ticket price" definition={definitions.averagePrice}>
          {average === null ? '—' : money(average)}
        </StatCard>
      </StatGrid>
      <DataTable
        caption="Ticket type breakdown"
        rows={data.ticketTypeBreakdown}
        rowKey={(t) => t.ticketTypeId}
        empty="This event has no ticket types."
        columns={[
          { header: 'Ticket type', cell: (t) => t.name },
          { header: 'Sold', numeric: true, cell: (t) => formatCount(t.sold) },
          { header: 'Revenue', numeric: true, cell: (t) => money(t.revenue) },
          {
            header: 'Average price',
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
