import { formatEventDate } from '@pentas/openapi';
import { DataTable } from '@/components/data/data-table';
import type { AffiliateStats } from './queries';

type EventRow = AffiliateStats['eventBreakdown'][number];

/** The affiliate portal's events tab: sales and link visits per event (one per visitor a day). */
export function AffiliateEventsTab({ stats }: { stats: AffiliateStats }) {
  return (
    <DataTable<EventRow>
      caption="Sales by event"
      columns={[
        { header: 'Event', cell: (e) => e.eventTitle },
        { header: 'Date', cell: (e) => formatEventDate(e.eventDate, e.eventTimeZone) },
        { header: 'Sales', numeric: true, cell: (e) => e.salesCount },
        { header: 'Tickets', numeric: true, cell: (e) => e.ticketsSold },
        { header: 'Visits', numeric: true, cell: (e) => e.clicks },
      ]}
      rows={stats.eventBreakdown}
      rowKey={(e) => e.eventId}
      empty="No sales or visits yet. Share your link to get started."
    />
  );
}
