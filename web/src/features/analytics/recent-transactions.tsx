import { formatActionTime, formatPrice } from '@pentas/openapi';
import { DataTable } from '@/components/data/data-table';
import { definitions } from './definitions';
import { orderStatusWords } from './order-status-words';
import type { AnalyticsSummary } from './queries';
import { Section } from './section';

type Transaction = AnalyticsSummary['recentTransactions'][number];

/** A paid order's refunds named, as the order page names them; the amount is what the order kept. */
function statusOf(t: Transaction) {
  if (t.status !== 'completed' || Number(t.refundedAmount) <= 0) return orderStatusWords[t.status];
  return t.fullyRefunded ? 'Refunded' : 'Partly refunded';
}

/** The 5 most recent transactions (the API sends no more). */
export function RecentTransactions({ transactions }: { transactions: Transaction[] }) {
  return (
    <Section title="Recent transactions" definition={definitions.recentTransactions}>
      <DataTable
        caption="The 5 newest orders of your events"
        captionHidden
        rows={transactions.slice(0, 5)}
        rowKey={(t) => t.id}
        empty="No orders yet."
        columns={[
          { header: 'Order', cell: (t) => <span className="font-mono">#{t.id.slice(0, 8)}</span> },
          { header: 'Event', cell: (t) => t.eventTitle },
          { header: 'Buyer', cell: (t) => t.userEmail },
          { header: 'Amount', numeric: true, cell: (t) => formatPrice(t.totalAmount, t.currency) },
          { header: 'Status', cell: statusOf },
          { header: 'Date', cell: (t) => formatActionTime(t.createdAt) },
        ]}
      />
    </Section>
  );
}
