import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatPrice } from '@pentas/openapi';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadMore } from '@/components/data/load-more';
import { RecordTable } from '@/components/data/record-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { loadedRows } from '@/lib/paged';
import { attributionStatusWords, notCountedWords } from './monitoring-words';
import { type AttributionRow, resellerQueries } from './queries';

/**
 * How affiliate orders are counted, for admins checking a reseller's figures. Behind a toggle, asked for only once opened: every
 * order carrying a code, whether the figures count it, and why not.
 */
export function AttributionDebug() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="space-y-3" aria-label={m.resell_how_counted()}>
      <Button
        type="button"
        variant="outline"
        size="wrap"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? m.resell_hide_how_counted() : m.resell_show_how_counted()}
      </Button>
      <div id={panelId}>{open && <AttributionRows />}</div>
    </section>
  );
}

function AttributionRows() {
  const list = useInfiniteQuery(resellerQueries.attribution());
  if (list.isPending) return <p role="status">{m.resell_attribution_loading()}</p>;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.resell_attribution_failed()}{' '}
        <Button type="button" variant="link" onClick={() => list.refetch()}>
          {m.resell_retry()}
        </Button>
      </p>
    );
  }
  const { rows } = loadedRows(list.data.pages);
  return (
    <div>
      <RecordTable<AttributionRow>
        caption={m.resell_attribution_caption()}
        columns={[
          { header: m.order_label(), cell: (r) => <span className="font-mono">{r.orderId.slice(0, 8)}</span> },
          { header: m.resell_col_code(), cell: (r) => <span className="font-mono">{r.code}</span> },
          { header: m.resell_col_code_owner(), cell: (r) => <span className="break-all">{r.codeOwnerEmail}</span> },
          { header: m.resell_col_buyer(), cell: (r) => <span className="break-all">{r.buyerEmail}</span> },
          { header: m.pdf_event(), cell: (r) => r.eventTitle },
          { header: m.resell_col_amount(), numeric: true, cell: (r) => formatPrice(r.amount, r.currency) },
          { header: m.resell_col_status(), cell: (r) => attributionStatusWords(r.status) },
          { header: m.resell_col_created(), cell: (r) => formatActionTime(r.createdAt) },
          {
            header: m.resell_counted(),
            cell: (r) =>
              r.counted || !r.notCountedBecause ? (
                <Badge variant="green">{m.resell_counted()}</Badge>
              ) : (
                <span className="text-muted-foreground">{notCountedWords(r.notCountedBecause)}</span>
              ),
          },
        ]}
        rows={rows}
        rowKey={(r) => r.orderId}
        empty={m.resell_attribution_empty()}
      />
      <LoadMore list={list} noun={m.resell_noun_orders()} />
    </div>
  );
}
