import { m } from '@pentas/i18n/messages';
import { formatPrice } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/data/data-table';
import { formatCount } from '@/lib/counts';
import { definitions } from './definitions';
import { analyticsQueries } from './queries';
import { Section } from './section';

/** A sales channel's name, in the page's language. */
const channelNames = {
  web: m.stats_channel_web,
  widget: m.stats_channel_widget,
  manual: m.stats_channel_manual,
  waiting_list: m.stats_channel_waiting_list,
} as const;

/** Where sales came from: per channel and per affiliate code. */
export function AttributionSection({ eventId }: { eventId: number }) {
  const { data } = useSuspenseQuery(analyticsQueries.attribution(eventId));
  const money = (amount: string) => formatPrice(amount, data.currency);
  const figures = [
    { header: m.stats_col_orders(), numeric: true, cell: (r: { orders: number }) => formatCount(r.orders) },
    { header: m.stats_col_tickets(), numeric: true, cell: (r: { ticketsSold: number }) => formatCount(r.ticketsSold) },
    { header: m.stats_revenue(), numeric: true, cell: (r: { revenue: string }) => money(r.revenue) },
  ];
  return (
    <Section title={m.stats_attribution()} definition={definitions.attribution()}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DataTable
          caption={m.stats_sales_per_channel()}
          rows={data.channels}
          rowKey={(r) => r.channel}
          empty={m.stats_no_sales_yet()}
          columns={[{ header: m.stats_col_channel(), cell: (r) => channelNames[r.channel]() }, ...figures]}
        />
        <DataTable
          caption={m.stats_sales_per_affiliate()}
          rows={data.affiliates}
          rowKey={(r) => r.code ?? ''}
          empty={m.stats_no_sales_yet()}
          columns={[{ header: m.stats_col_affiliate_code(), cell: (r) => r.code ?? m.stats_no_code() }, ...figures]}
        />
      </div>
    </Section>
  );
}
