import { m } from '@pentas/i18n/messages';
import { formatPrice } from '@pentas/openapi';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { type CancellationProgress, cancellationQueries } from './cancellation-queries';

/** What still needs a person: refunds the provider refused, or past their method's window. */
function needsAPerson(p: CancellationProgress) {
  const parts = [
    p.refunds.failed ? m.org_refunds_failed({ count: p.refunds.failed }) : null,
    p.refunds.manual ? m.org_refunds_by_hand({ count: p.refunds.manual }) : null,
  ].filter(Boolean);
  return parts.length ? m.org_refunds_need_person({ problems: parts.join(', ') }) : null;
}

/**
 * A cancelled event's refunds as they go ("Refunded 143 of 200 orders"), asked again every two
 * seconds until every paid order is refunded and nothing waits for the payment provider.
 */
export function CancellationProgressPanel({ eventId }: { eventId: number }) {
  const { data, isError } = useQuery(cancellationQueries.progress(eventId));
  if (isError) return <p className="text-sm text-destructive">{m.org_refunds_load_failed()}</p>;
  if (!data) return <p className="text-sm text-muted-foreground">{m.org_refunds_loading()}</p>;
  const share = data.paidOrders === 0 ? 1 : data.refundedOrders / data.paidOrders;
  const person = needsAPerson(data);
  return (
    <section
      aria-label={m.order_refunds()}
      className="w-full space-y-2 rounded-md border border-border bg-muted/40 p-3 text-sm sm:min-w-64"
      data-testid="cancellation-progress"
    >
      <p className="flex items-center gap-2 font-medium" aria-live="polite">
        {data.done ? (
          <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-hidden />
        ) : (
          <Loader2Icon className="size-4 shrink-0 animate-spin" aria-hidden />
        )}
        <span className="tabular">
          {data.paidOrders === 0
            ? m.org_no_paid_orders_to_refund()
            : m.org_refunded_of({ refunded: data.refundedOrders, count: data.paidOrders })}
        </span>
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={m.org_orders_refunded()}
        aria-valuemin={0}
        aria-valuemax={data.paidOrders}
        aria-valuenow={data.refundedOrders}
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <p className="text-muted-foreground tabular">
        {m.org_refunded_amount({
          refunded: formatPrice(data.amountRefunded, data.currency),
          paid: formatPrice(data.amountPaid, data.currency),
        })}
        {data.refunds.pending ? m.org_refunds_waiting({ count: data.refunds.pending }) : ''}
      </p>
      {person && <p className="text-destructive">{person}</p>}
    </section>
  );
}
