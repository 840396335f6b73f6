import { m } from '@pentas/i18n/messages';
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
      <BackLink to="/reseller" label={m.resell_back_to_dashboard()} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.resell_sales_history()}</h1>
        <p className="text-muted-foreground">{m.resell_sales_history_lead()}</p>
      </div>
      <DateRangeFilter range={range} onChange={onRangeChange} />
      {askable && <SalesList range={range} />}
    </main>
  );
}

const sourceLabels = { manual: m.resell_source_manual, affiliate: m.resell_source_affiliate } as const;

function SalesList({ range }: { range: DateRange }) {
  const list = useSuspenseInfiniteQuery(resellerQueries.salesHistory(range));
  const { rows: sales, total } = loadedRows(list.data.pages);
  if (total === 0) {
    return <EmptyState icon={ReceiptTextIcon} title={m.resell_no_sales_title()} text={m.resell_no_sales_text()} />;
  }
  return (
    <div>
      <RecordTable<SalesHistoryItem>
        caption={m.resell_your_sales()}
        captionHidden
        columns={[
          { header: m.event_date(), cell: (s) => <span className="tabular">{formatActionTime(s.createdAt)}</span> },
          // An order is shown by the first 8 characters of its id.
          { header: m.order_label(), cell: (s) => <span className="font-mono">{s.orderId.slice(0, 8)}</span> },
          {
            header: m.resell_col_customer(),
            cell: (s) => (
              <span>
                <span className="font-medium">{s.targetUserName || '—'}</span>
                <span className="block break-all text-muted-foreground">{s.targetUserEmail}</span>
              </span>
            ),
          },
          { header: m.pdf_event(), cell: (s) => s.eventTitle },
          { header: m.resell_col_ticket_type(), cell: (s) => s.ticketType },
          { header: m.order_tickets(), numeric: true, cell: (s) => s.ticketCount },
          { header: m.resell_col_amount(), numeric: true, cell: (s) => formatPrice(s.amount, s.currency) },
          {
            header: m.resell_col_source(),
            cell: (s) => <Badge variant={s.source === 'manual' ? 'gray' : 'blue'}>{sourceLabels[s.source]()}</Badge>,
          },
        ]}
        rows={sales}
        rowKey={(s) => s.id}
        empty={m.resell_no_sales_empty()}
      />
      <LoadMore list={list} noun={m.resell_noun_sales()} />
    </div>
  );
}
