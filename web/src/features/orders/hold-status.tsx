import { m } from '@pentas/i18n/messages';
import { TimerIcon } from 'lucide-react';
import type { useCountdown } from '@/lib/use-countdown';

type Countdown = NonNullable<ReturnType<typeof useCountdown>>;

/** What a screen reader is told: once a minute, and when the hold runs out (never every second). */
function spoken(countdown: Countdown) {
  if (countdown.expired) return m.order_hold_expired();
  if (countdown.minutes === 1) return m.order_hold_under_minute();
  return m.order_hold_minutes({ minutes: countdown.minutes });
}

/**
 * A pending order's hold: 'Tickets held for mm:ss', ticking, then that it has expired. The seconds are
 * for the eye only; the live region beside them changes once a minute and at expiry, and stays mounted
 * across both states so the expiry is announced.
 */
export function HoldStatus({ countdown }: { countdown: Countdown }) {
  return (
    <div className="text-sm">
      {countdown.expired ? (
        <p aria-hidden className="font-medium text-destructive">
          {m.order_hold_expired()}
        </p>
      ) : (
        <p aria-hidden className="flex items-center gap-1.5">
          <TimerIcon className="size-4 text-warm" />
          {m.order_hold_for()}{' '}
          <span className="font-semibold tabular" data-testid="hold-countdown">
            {countdown.clock}
          </span>
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {spoken(countdown)}
      </p>
    </div>
  );
}
