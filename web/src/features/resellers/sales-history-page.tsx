import { formatActionTime, formatPrice } from '@pentas/openapi';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { ReceiptTextIcon } from 'lucide-react';
import { LoadMore } from '@/components/data/load-more';
import { RecordTable } from '@/components/data/record-table';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { Badge } from '@/components/ui/badge';
import { rangeProblem } from '@/lib/figures';
import { loadedRows } from '@/lib/paged';
import type { DateRange } from './date-range';
import { DateRangeFilter } from './date-range-filter';
import { resellerQueries, type SalesHistoryItem } from './queries';

/** The reseller's sales history: their own sales in the days chosen, newest first. */
export function SalesHistoryPage({
  range,
  onRangeChange,
}: {
  range: DateRange;
  onRangeChange: (r: DateRange) => void;
}) {
  const askable = !rangeProblem(range.dateFrom, range.dateTo);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to="/reseller" label="Back to Reseller Dashboard" />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Sales History</h1>
        <p className="text-muted-foreground">
          Tickets you issued and orders bought through your link. Times are Kuala Lumpur time.
        </p>
      </div>
      <DateRangeFilter range={range} onChange={onRangeChange} />
      {askable && <SalesList range={range} />}
    </main>
  );
}

const sourceLabels = { manual: 'Manual', affiliate: 'Affiliate link' } as const;

function SalesList({ range }: { range: DateRange }) {
  const list = useSuspenseInfiniteQuery(resellerQueries.salesHistory(range));
  const { rows: sales, total } = loadedRows(list.data.pages);
  if (total === 0) {
    return (
      <EmptyState
        icon={ReceiptTextIcon}
        title="No sales in these days"
        text="Sales appear here once you issue tickets or someone buys through your affiliate link."
      />
    );
  }
  return (
    <div>
      <RecordTable<SalesHistoryItem>
        caption="Your sales"
        captionHidden
        columns={[
          { header: 'Date', cell: (s) => <span className="tabular">{formatActionTime(s.createdAt)}</span> },
          // An order is shown by the first 8 characters of its id.
          { header: 'Order', cell: (s) => <span className="font-mono">{s.orderId.slice(0, 8)}</span> },
          {
            header: 'Customer',
            cell: (s) => (
              <span>
                <span className="font-medium">{s.targetUserName || '—'}</span>
                <span className="block break-all text-muted-foreground">{s.targetUserEmail}</span>
              </span>
            ),
          },
          { header: 'Event', cell: (s) => s.eventTitle },
          { header: 'Ticket type', cell: (s) => s.ticketType },
          { header: 'Tickets', numeric: true, cell: (s) => s.ticketCount },
          { header: 'Amount', numeric: true, cell: (s) => formatPrice(s.amount, s.currency) },
          {
            header: 'Source',
            cell: (s) => <Badge variant={s.source === 'manual' ? 'gray' : 'blue'}>{sourceLabels[s.source]}</Badge>,
          },
        ]}
        rows={sales}
        rowKey={(s) => s.id}
        empty="No sales in these days."
      />
      <LoadMore list={list} noun="sales" />
    </div>
  );
}
