import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { AlertTriangleIcon, CheckCircle2Icon, ClockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PaymentFailure } from './payment-outcome';

/**
 * The payment's error banner, above the Pay button of the form that keeps what was typed: what went
 * wrong, what to do, and Try Again (the same details sent again).
 */
export function PaymentErrorBanner({ failure, onTryAgain }: { failure: PaymentFailure; onTryAgain: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <div className="flex gap-3">
        <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <div className="space-y-1">
          <p className="font-semibold text-destructive">{failure.title}</p>
          <p className="text-sm">{failure.message}</p>
          {failure.advice && <p className="text-sm text-muted-foreground">{failure.advice}</p>}
        </div>
      </div>
      <Button type="button" variant="outline" onClick={onTryAgain}>
        {m.try_again()}
      </Button>
    </div>
  );
}

export function PaymentSlowNotice({ message }: { message: string }) {
  return (
    <p role="status" className="flex gap-2 rounded-md bg-amber-100 p-3 text-sm text-amber-900">
      <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden /> {message}
    </p>
  );
}

/** Paid: the order's page follows in 3 s (the spec's delay), or at once by its link. */
export function PaymentSucceeded({ orderId }: { orderId: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <CheckCircle2Icon className="size-12 text-emerald-600" aria-hidden />
      <h2 className="text-xl font-semibold">{m.checkout_success_heading()}</h2>
      <p className="text-muted-foreground">{m.checkout_success_text()}</p>
      <Button asChild variant="outline">
        <Link to="/orders/$orderId" params={{ orderId }}>
          {m.checkout_view_order()}
        </Link>
      </Button>
    </div>
  );
}
