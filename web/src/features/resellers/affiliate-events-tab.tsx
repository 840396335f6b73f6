import { m } from '@pentas/i18n/messages';
import { formatEventDate } from '@pentas/openapi';
import { DataTable } from '@/components/data/data-table';
import type { AffiliateStats } from './queries';

type EventRow = AffiliateStats['eventBreakdown'][number];

/** The affiliate portal's events tab: sales and link visits per event (one per visitor a day). */
export function AffiliateEventsTab({ stats }: { stats: AffiliateStats }) {
  return (
    <DataTable<EventRow>
      caption={m.resell_sales_by_event()}
      columns={[
        { header: m.pdf_event(), cell: (e) => e.eventTitle },
        { header: m.event_date(), cell: (e) => formatEventDate(e.eventDate, e.eventTimeZone) },
        { header: m.resell_col_sales(), numeric: true, cell: (e) => e.salesCount },
        { header: m.order_tickets(), numeric: true, cell: (e) => e.ticketsSold },
        { header: m.resell_col_visits(), numeric: true, cell: (e) => e.clicks },
      ]}
      rows={stats.eventBreakdown}
      rowKey={(e) => e.eventId}
      empty={m.resell_events_empty()}
    />
  );
}
