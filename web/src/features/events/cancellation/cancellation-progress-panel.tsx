import { formatPrice } from '@pentas/openapi';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { type CancellationProgress, cancellationQueries } from './cancellation-queries';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What still needs a person: refunds the provider refused, or past their method's window. */
function needsAPerson(p: CancellationProgress) {
  const parts = [
    p.refunds.failed ? plural(p.refunds.failed, 'refund failed', 'refunds failed') : null,
    p.refunds.manual ? plural(p.refunds.manual, 'refund to make by hand', 'refunds to make by hand') : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}: an admin pays them back by bank transfer.` : null;
}

/**
 * A cancelled event's refunds as they go ("Refunded 143 of 200 orders"), asked again every two
 * seconds until every paid order is refunded and nothing waits for the payment provider.
 */
export function CancellationProgressPanel({ eventId }: { eventId: number }) {
  const { data, isError } = useQuery(cancellationQueries.progress(eventId));
  if (isError) return <p className="text-sm text-destructive">The refunds' progress could not be loaded.</p>;
  if (!data) return <p className="text-sm text-muted-foreground">Loading the refunds…</p>;
  const share = data.paidOrders === 0 ? 1 : data.refundedOrders / data.paidOrders;
  const person = needsAPerson(data);
  return (
    <section
      aria-label="Refunds"
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
            ? 'No paid orders to refund'
            : `Refunded ${data.refundedOrders} of ${plural(data.paidOrders, 'order', 'orders')}`}
        </span>
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Orders refunded"
        aria-valuemin={0}
        aria-valuemax={data.paidOrders}
        aria-valuenow={data.refundedOrders}
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <p className="text-muted-foreground tabular">
        {formatPrice(data.amountRefunded, data.currency)} of {formatPrice(data.amountPaid, data.currency)} back with the
        buyers
        {data.refunds.pending ? ` · ${data.refunds.pending} waiting for the payment provider` : ''}
      </p>
      {person && <p className="text-destructive">{person}</p>}
    </section>
  );
}
