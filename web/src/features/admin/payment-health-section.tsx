import { m } from '@pentas/i18n/messages';
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
      title={m.ops_payment_health()}
      description={m.ops_payment_health_text()}
      aside={
        <Button variant="outline" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCwIcon className={isFetching ? 'animate-spin' : undefined} aria-hidden />
          {isFetching ? m.ops_refreshing() : m.ops_refresh()}
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard title={m.ops_failed_payments_today()} note={m.ops_of_attempts({ count: health.todayAttempts })}>
          {health.todayFailures}
        </FigureCard>
        <FigureCard title={m.ops_orders_today()} note={m.ops_orders_today_note()}>
          {health.todayOrders}
        </FigureCard>
        <FigureCard title={m.ops_failure_rate()} note={m.ops_failure_rate_note()}>
          {health.failureRate}%{/* The API applies the rule (above 50% is high); the page shows its verdict. */}
          {health.failureRateHigh ? (
            <Badge variant="red">{m.ops_rate_high()}</Badge>
          ) : (
            <Badge variant="green">{m.ops_rate_normal()}</Badge>
          )}
        </FigureCard>
        <FigureCard
          title={m.ops_stuck_holds()}
          note={
            stuck.count === 0
              ? m.ops_stuck_none()
              : stuck.oldestHoldExpiredAt
                ? m.ops_stuck_note_oldest({
                    count: stuck.ticketsHeld,
                    time: formatActionTime(stuck.oldestHoldExpiredAt),
                  })
                : m.ops_stuck_note({ count: stuck.ticketsHeld })
          }
        >
          {stuck.count}
        </FigureCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <RecordTable<MethodRow>
          caption={m.ops_attempts_by_method()}
          columns={[
            { header: m.ops_method(), cell: (row) => paymentMethodLabel(row.method) },
            { header: m.ops_attempts(), cell: (row) => row.attempts, numeric: true },
            { header: m.ops_failures(), cell: (row) => row.failures, numeric: true },
          ]}
          rows={health.byMethod}
          rowKey={(row) => row.method}
          empty={m.ops_no_attempts_today()}
        />
        <RecordTable<ErrorCodeRow>
          caption={m.ops_failures_by_code()}
          columns={[
            { header: m.ops_decline_code(), cell: (e) => <code className="text-xs">{e.errorCode}</code> },
            { header: m.ops_failures(), cell: (e) => e.failures, numeric: true },
          ]}
          rows={health.byErrorCode}
          rowKey={(e) => e.errorCode}
          empty={m.ops_no_failures_today()}
        />
      </div>
      <RefundsToSettle toSettle={health.refundsToSettle} />
    </AdminSection>
  );
}
