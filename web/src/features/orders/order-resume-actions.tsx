import { m } from '@pentas/i18n/messages';
import { RotateCcwIcon } from 'lucide-react';
import { PendingButton } from '@/components/ui/pending-button';
import { useCountdown } from '@/lib/use-countdown';
import { HoldStatus } from './hold-status';
import { type UnpaidOrder, useResumeOrder, useStartAgain } from './mutations';

/**
 * An unpaid order's way back to paying (decisions.md items 37-38): while its hold lasts, a countdown and
 * 'Complete payment' (its own checkout); once it lapsed, or the order was cancelled, 'Start again with
 * the same tickets'; an order already started again names the new one.
 */
export function OrderResumeActions({ order }: { order: UnpaidOrder }) {
  if (order.status === 'pending' && order.expiresAt) return <PendingHold order={order} expiresAt={order.expiresAt} />;
  if (order.status !== 'cancelled') return null;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t pt-3 sm:col-span-2">
      {order.startedAgainAs ? (
        <p className="text-sm text-muted-foreground">
          {m.order_started_again_as({ id: order.startedAgainAs.slice(0, 8) })}
        </p>
      ) : (
        // Quieter than a live hold's: old cancelled orders may be many, and their events over.
        <StartAgainButton order={order} variant="outline" />
      )}
    </div>
  );
}

function PendingHold({ order, expiresAt }: { order: UnpaidOrder; expiresAt: string }) {
  const countdown = useCountdown(expiresAt);
  const resume = useResumeOrder();
  if (!countdown) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3 sm:col-span-2">
      <HoldStatus countdown={countdown} />
      {countdown.expired ? (
        <StartAgainButton order={order} />
      ) : (
        <PendingButton
          type="button"
          variant="warm"
          pending={resume.isPending}
          pendingLabel={m.order_opening()}
          onClick={() => resume.mutate(order)}
          aria-label={m.order_complete_payment_for({ id: order.id.slice(0, 8) })}
        >
          {m.complete_payment()}
        </PendingButton>
      )}
    </div>
  );
}

/** 'Start again with the same tickets'; from the checkout page the new checkout replaces this one. */
export function StartAgainButton({
  order,
  replace = false,
  variant,
}: {
  order: UnpaidOrder;
  replace?: boolean;
  variant?: 'outline';
}) {
  const again = useStartAgain({ replace });
  return (
    <PendingButton
      type="button"
      variant={variant}
      // In Malay its words are wider than a phone's card.
      size="wrap"
      pending={again.isPending}
      pendingLabel={m.order_starting_again()}
      onClick={() => again.mutate(order)}
    >
      <RotateCcwIcon aria-hidden /> {m.order_start_again()}
    </PendingButton>
  );
}
