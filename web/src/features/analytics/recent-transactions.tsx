import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatPrice } from '@pentas/openapi';
import { DataTable } from '@/components/data/data-table';
import { definitions } from './definitions';
import { orderStatusWords } from './order-status-words';
import type { AnalyticsSummary } from './queries';
import { Section } from './section';

type Transaction = AnalyticsSummary['recentTransactions'][number];

/** A paid order's refunds named, as the order page names them; the amount is what the order kept. */
function statusOf(t: Transaction) {
  if (t.status !== 'completed' || Number(t.refundedAmount) <= 0) return orderStatusWords(t.status);
  return t.fullyRefunded ? m.status_refunded() : m.order_partly_refunded();
}

/** The 5 most recent transactions (the API sends no more). */
export function RecentTransactions({ transactions }: { transactions: Transaction[] }) {
  return (
    <Section title={m.stats_recent_transactions()} definition={definitions.recentTransactions()}>
      <DataTable
        caption={m.stats_newest_orders()}
        captionHidden
        rows={transactions.slice(0, 5)}
        rowKey={(t) => t.id}
        empty={m.stats_no_orders_yet()}
        columns={[
          { header: m.order_label(), cell: (t) => <span className="font-mono">#{t.id.slice(0, 8)}</span> },
          { header: m.stats_event(), cell: (t) => t.eventTitle },
          { header: m.stats_col_buyer(), cell: (t) => t.userEmail },
          { header: m.stats_col_amount(), numeric: true, cell: (t) => formatPrice(t.totalAmount, t.currency) },
          { header: m.stats_col_status(), cell: statusOf },
          { header: m.stats_col_date(), cell: (t) => formatActionTime(t.createdAt) },
        ]}
      />
    </Section>
  );
}
