import { formatPrice } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/data/data-table';
import { formatCount } from '@/lib/counts';
import { definitions } from './definitions';
import { analyticsQueries } from './queries';
import { Section } from './section';

const channelNames = {
  web: 'Web (event page)',
  widget: 'Widget',
  manual: 'Manual (staff)',
  waiting_list: 'Waiting list offer',
} as const;

/** Where sales came from: per channel and per affiliate code. */
export function AttributionSection({ eventId }: { eventId: number }) {
  const { data } = useSuspenseQuery(analyticsQueries.attribution(eventId));
  const money = (amount: string) => formatPrice(amount, data.currency);
  const figures = [
    { header: 'Orders', numeric: true, cell: (r: { orders: number }) => formatCount(r.orders) },
    { header: 'Tickets', numeric: true, cell: (r: { ticketsSold: number }) => formatCount(r.ticketsSold) },
    { header: 'Revenue', numeric: true, cell: (r: { revenue: string }) => money(r.revenue) },
  ];
  return (
    <Section title="Attribution" definition={definitions.attribution}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DataTable
          caption="Sales per channel"
          rows={data.channels}
          rowKey={(r) => r.channel}
          empty="No sales yet."
          columns={[{ header: 'Channel', cell: (r) => channelNames[r.channel] }, ...figures]}
        />
        <DataTable
          caption="Sales per affiliate code"
          rows={data.affiliates}
          rowKey={(r) => r.code ?? ''}
          empty="No sales yet."
          columns={[{ header: 'Affiliate code', cell: (r) => r.code ?? 'No code' }, ...figures]}
        />
      </div>
    </Section>
  );
}
