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
    <AdminSection
      title="Payment Cleanup"
      description="What the minute sweep does, now. Every run is written to the audit log."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <CancellationTool
          title="Cancel Pending Payments"
          explanation="Releases every checkout whose hold has lapsed: its tickets go back on sale."
          confirmation="Every pending order past its checkout hold will be checked with the payment provider, its payment cancelled and its tickets returned to stock. An order whose payment went through is completed instead."
          failureTitle="Cancellation Failed"
          mutation={cancelPending}
          summarize={(r) => [
            { label: 'Orders released', value: r.ordersCancelled },
            { label: 'Tickets back in stock', value: r.stockReleased },
            { label: 'Payments cancelled', value: r.intentsCancelled },
            { label: 'Found paid', value: r.ordersPaid },
          ]}
        />
        <CancellationTool
          title="Auto-Cancellation"
          explanation="Cancels pending orders older than 24 hours. Pentas also does this by itself every minute."
          confirmation="Every pending order older than 24 hours will be cancelled, with its payment cancelled at the provider. An order whose payment went through is completed instead."
          failureTitle="Auto-Cancellation Failed"
          mutation={autoCancel}
          summarize={(r) => [
            { label: 'Orders processed', value: r.totalProcessed },
            { label: 'Orders cancelled', value: r.ordersCancelled },
            { label: 'Payments cancelled', value: r.stripeIntentsCancelled },
            { label: 'Found paid', value: r.ordersPaid },
          ]}
        />
      </div>
    </AdminSection>
  );
}
