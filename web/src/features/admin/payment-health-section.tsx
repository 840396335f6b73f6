import { formatActionTime, paymentMethodLabel } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { FigureCard } from '@/components/data/figure-card';
import { RecordTable } from '@/components/data/record-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AdminSection } from './admin-section';
import { adminQueries, type PaymentHealth } from './queries';
import { RefundsToSettle } from './refunds-to-settle';

type MethodRow = PaymentHealth['byMethod'][number];
type ErrorCodeRow = PaymentHealth['byErrorCode'][number];

/**
 * Today's payment failures (Kuala Lumpur's day), the failure rate (high above 50%), stuck holds, and
 * the refunds an admin must pay back by hand.
 */
export function PaymentHealthSection() {
  const { data: health, refetch, isFetching } = useSuspenseQuery(adminQueries.paymentHealth());
  const stuck = health.stuckOrders;
  return (
    <AdminSection
      title="Payment Health"
      description="Today in Kuala Lumpur: payment attempts of the checkout form, and orders still holding stock."
      aside={
        <Button variant="outline" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCwIcon className={isFetching ? 'animate-spin' : undefined} aria-hidden />
          {isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard title="Failed payments today" note={`of ${health.todayAttempts} payment attempts`}>
          {health.todayFailures}
        </FigureCard>
        <FigureCard title="Orders today" note="checkout orders started">
          {health.todayOrders}
        </FigureCard>
        <FigureCard title="Failure rate" note="of today's attempts; above 50% is high">
          {health.failureRate}%{/* The API applies the rule (above 50% is high); the page shows its verdict. */}
          {health.failureRateHigh ? <Badge variant="red">High</Badge> : <Badge variant="green">Normal</Badge>}
        </FigureCard>
        <FigureCard
          title="Stuck holds"
          note={
            stuck.count === 0
              ? 'no lapsed hold is keeping stock'
              : `${stuck.ticketsHeld} tickets held${
                  stuck.oldestHoldExpiredAt ? `; oldest lapsed ${formatActionTime(stuck.oldestHoldExpiredAt)}` : ''
                }. Cancel Pending Payments releases them.`
          }
        >
          {stuck.count}
        </FigureCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <RecordTable<MethodRow>
          caption="Payment attempts by method today"
          columns={[
            { header: 'Method', cell: (m) => paymentMethodLabel(m.method) },
            { header: 'Attempts', cell: (m) => m.attempts, numeric: true },
            { header: 'Failures', cell: (m) => m.failures, numeric: true },
          ]}
          rows={health.byMethod}
          rowKey={(m) => m.method}
          empty="No payment attempts today."
        />
        <RecordTable<ErrorCodeRow>
          caption="Failures by decline code today"
          columns={[
            { header: 'Decline code', cell: (e) => <code className="text-xs">{e.errorCode}</code> },
            { header: 'Failures', cell: (e) => e.failures, numeric: true },
          ]}
          rows={health.byErrorCode}
          rowKey={(e) => e.errorCode}
          empty="No failed payments today."
        />
      </div>
      <RefundsToSettle toSettle={health.refundsToSettle} />
    </AdminSection>
  );
}
