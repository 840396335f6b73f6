import { AdminSectionPage } from './admin-section-page';
import { CancellationToolsSection } from './cancellation-tools-section';
import { PaymentHealthSection } from './payment-health-section';

/** Payments (/admin/payments): today's payment health, then the cleanup runs that act on it. */
export function PaymentsPage() {
  return (
    <AdminSectionPage path="/admin/payments">
      <PaymentHealthSection />
      <CancellationToolsSection />
    </AdminSectionPage>
  );
}
