import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatPrice } from '@pentas/openapi';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { TicketIcon } from 'lucide-react';
import { LoadMore } from '@/components/data/load-more';
import { RecordTable } from '@/components/data/record-table';
import { EmptyState } from '@/components/layout/empty-state';
import { Card } from '@/components/ui/card';
import type { Column } from '@/components/ui/table-columns';
import { formatCount } from '@/lib/counts';
import { loadedRows } from '@/lib/paged';
import { manualLabel } from './manual-label';
import { type ManualTicketRecord, manualTicketQueries, type TrackerFilters } from './queries';
import type { TrackerView } from './tracker-search';

/** The tracker's times are Kuala Lumpur's, whoever reads them (decisions.md item 3). */
const when = (r: ManualTicketRecord) => formatActionTime(r.createdAt);

/** The table's columns, their headers in the page's language (made as the table renders). */
const columns = (): Column<ManualTicketRecord>[] => [
  { header: m.order_label(), cell: (r) => <span className="font-mono font-medium">{manualLabel(r.orderId)}</span> },
  {
    header: m.box_recipient(),
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-medium">{r.userName || '—'}</span>
        <span className="break-all text-muted-foreground">{r.userEmail}</span>
      </span>
    ),
  },
  {
    header: m.pdf_event(),
    cell: (r) => (
      <span className="flex flex-col">
        <span>{r.eventTitle}</span>
        <span className="text-muted-foreground">{r.ticketType}</span>
      </span>
    ),
  },
  { header: m.order_tickets(), numeric: true, cell: (r) => formatCount(r.quantity) },
  { header: m.box_value(), numeric: true, cell: (r) => formatPrice(r.totalValue, r.currency) },
  {
    header: m.box_generated_by(),
    cell: (r) => (
      <span className="flex flex-col">
        <span>{r.generatedByName || r.generatedBy}</span>
        <span className="break-all text-muted-foreground">{r.generatedBy}</span>
      </span>
    ),
  },
  { header: m.box_reason(), cell: (r) => r.reason || '—' },
  { header: m.box_created(), cell: (r) => <span className="tabular">{when(r)}</span> },
];

/** One record as a card (the 'cards' view). */
function RecordCard({ record: r }: { record: ManualTicketRecord }) {
  return (
    <Card className="h-full space-y-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono font-semibold">{manualLabel(r.orderId)}</span>
        <span className="font-semibold tabular">{formatPrice(r.totalValue, r.currency)}</span>
      </div>
      <p className="font-medium">
        {formatCount(r.quantity)} × {r.ticketType} · {r.eventTitle}
      </p>
      <p className="text-sm">
        {m.box_card_for({ name: r.userName || r.userEmail })}{' '}
        <span className="break-all text-muted-foreground">({r.userEmail})</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {m.box_card_by({ name: r.generatedByName || r.generatedBy })} <span className="tabular">{when(r)}</span>
      </p>
      {r.reason && <p className="text-sm">“{r.reason}”</p>}
    </Card>
  );
}

/** The records the filters keep, newest first unless sorted otherwise, a page at a time. */
export function TrackerRecords({
  filters,
  view,
  filtered,
}: {
  filters: TrackerFilters;
  view: TrackerView;
  /** A search or range is set: an empty list then says nothing matched, not that there is nothing. */
  filtered: boolean;
}) {
  const list = useSuspenseInfiniteQuery(manualTicketQueries.records(filters));
  const { rows: records } = loadedRows(list.data.pages);

  if (records.length === 0) {
    return (
      <EmptyState
        icon={TicketIcon}
        heading="h3"
        title={filtered ? m.box_none_filtered_title() : m.box_none_title()}
        text={filtered ? m.box_none_filtered_text() : m.box_none_text()}
      />
    );
  }
  return (
    <div className="space-y-3">
      {view === 'table' ? (
        <RecordTable
          caption={m.box_manual_tickets()}
          captionHidden
          columns={columns()}
          rows={records}
          rowKey={(r) => r.id}
          empty={null}
        />
      ) : (
        <ul aria-label={m.box_manual_tickets()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {records.map((r) => (
            <li key={r.id} aria-label={manualLabel(r.orderId)}>
              <RecordCard record={r} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} noun={m.box_records_noun()} />
    </div>
  );
}
