import { m } from '@pentas/i18n/messages';
import { AdminSection } from './admin-section';
import { CancellationTool } from './cancellation-tool';
import { useCancelPendingPayments, useRunAutoCancellation } from './mutations';

/**
 * The two cleanup runs the minute sweep also does, on demand. Both are safe while the sweep runs:
 * each order is handled once, and each run counts only what it did.
 */
export function CancellationToolsSection() {
  const cancelPending = useCancelPendingPayments();
  const autoCancel = useRunAutoCancellation();
  return (
    <AdminSection title={m.ops_payment_cleanup()} description={m.ops_payment_cleanup_text()}>
      <div className="grid gap-4 md:grid-cols-2">
        <CancellationTool
          title={m.ops_cancel_pending_payments()}
          explanation={m.ops_cancel_pending_text()}
          confirmation={m.ops_cancel_pending_confirm()}
          failureTitle={m.ops_cancellation_failed()}
          mutation={cancelPending}
          summarize={(r) => [
            { label: m.ops_orders_released(), value: r.ordersCancelled },
            { label: m.ops_tickets_back_in_stock(), value: r.stockReleased },
            { label: m.ops_payments_cancelled(), value: r.intentsCancelled },
            { label: m.ops_found_paid(), value: r.ordersPaid },
          ]}
        />
        <CancellationTool
          title={m.ops_auto_cancellation()}
          explanation={m.ops_auto_cancellation_text()}
          confirmation={m.ops_auto_cancellation_confirm()}
          failureTitle={m.ops_auto_cancellation_failed()}
          mutation={autoCancel}
          summarize={(r) => [
            { label: m.ops_orders_processed(), value: r.totalProcessed },
            { label: m.ops_orders_cancelled(), value: r.ordersCancelled },
            { label: m.ops_payments_cancelled(), value: r.stripeIntentsCancelled },
            { label: m.ops_found_paid(), value: r.ordersPaid },
          ]}
        />
      </div>
    </AdminSection>
  );
}
