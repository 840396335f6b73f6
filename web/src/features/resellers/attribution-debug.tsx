import { formatActionTime, formatPrice } from '@pentas/openapi';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadMore } from '@/components/data/load-more';
import { RecordTable } from '@/components/data/record-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { loadedRows } from '@/lib/paged';
import { notCountedWords } from './monitoring-words';
import { type AttributionRow, resellerQueries } from './queries';

/**
 * How affiliate orders are counted, for admins checking a reseller's figures. Behind a toggle, asked for only once opened: every
 * order carrying a code, whether the figures count it, and why not.
 */
export function AttributionDebug() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="space-y-3" aria-label="How affiliate orders are counted">
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide how affiliate orders are counted' : 'Show how affiliate orders are counted'}
      </Button>
      <div id={panelId}>{open && <AttributionRows />}</div>
    </section>
  );
}

function AttributionRows() {
  const list = useInfiniteQuery(resellerQueries.attribution());
  if (list.isPending) return <p role="status">Loading attribution rows...</p>;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load attribution rows.{' '}
        <Button type="button" variant="link" onClick={() => list.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  const { rows } = loadedRows(list.data.pages);
  return (
    <div>
      <RecordTable<AttributionRow>
        caption="Orders carrying an affiliate code, newest first"
        columns={[
          { header: 'Order', cell: (r) => <span className="font-mono">{r.orderId.slice(0, 8)}</span> },
          { header: 'Code', cell: (r) => <span className="font-mono">{r.code}</span> },
          { header: 'Code owner', cell: (r) => <span className="break-all">{r.codeOwnerEmail}</span> },
          { header: 'Buyer', cell: (r) => <span className="break-all">{r.buyerEmail}</span> },
          { header: 'Event', cell: (r) => r.eventTitle },
          { header: 'Amount', numeric: true, cell: (r) => formatPrice(r.amount, r.currency) },
          { header: 'Status', cell: (r) => r.status },
          { header: 'Created', cell: (r) => formatActionTime(r.createdAt) },
          {
            header: 'Counted',
            cell: (r) =>
              r.counted || !r.notCountedBecause ? (
                <Badge variant="green">Counted</Badge>
              ) : (
                <span className="text-muted-foreground">{notCountedWords[r.notCountedBecause]}</span>
              ),
          },
        ]}
        rows={rows}
        rowKey={(r) => r.orderId}
        empty="No order carries an affiliate code yet."
      />
      <LoadMore list={list} noun="orders" />
    </div>
  );
}
