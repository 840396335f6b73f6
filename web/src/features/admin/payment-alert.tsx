import { m } from '@pentas/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { adminQueries } from './queries';

/**
 * On the overview, only while payments need a look: today's failure rate is high (the API's verdict,
 * above 50%), or lapsed checkouts still hold stock. Leads to the Payments section, where both are dealt with.
 */
export function PaymentAlert() {
  const { data: health } = useSuspenseQuery(adminQueries.paymentHealth());
  const stuck = health.stuckOrders.count;
  if (!health.failureRateHigh && stuck === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center"
    >
      <TriangleAlertIcon className="size-6 shrink-0 text-destructive" aria-hidden />
      <div className="flex-1 space-y-1">
        <p className="font-semibold">{m.ops_payments_need_look()}</p>
        <ul className="text-sm">
          {health.failureRateHigh && (
            <li>
              {m.ops_failure_rate_line({
                rate: health.failureRate,
                failures: health.todayFailures,
                attempts: health.todayAttempts,
              })}
            </li>
          )}
          {stuck > 0 && (
            <li>
              {m.ops_lapsed_holding({
                count: stuck,
                tickets: m.wallet_ticket_count({ count: health.stuckOrders.ticketsHeld }),
              })}
            </li>
          )}
        </ul>
      </div>
      <Button asChild variant="outline" className="self-start sm:self-center">
        <Link to="/admin/payments">{m.ops_open_payments()}</Link>
      </Button>
    </div>
  );
}
