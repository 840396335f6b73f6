import { BoxOfficeSection } from '@/features/manual-tickets/box-office-section';
import { ManualTicketForm } from '@/features/manual-tickets/manual-ticket-form';
import { AdminLinks } from './admin-links';
import { AdminSection } from './admin-section';
import { AuditLogSection } from './audit-log-section';
import { CancellationToolsSection } from './cancellation-tools-section';
import { EventManagementSection } from './event-management-section';
import { PaymentHealthSection } from './payment-health-section';
import { UsersSection } from './users-section';

/** The admin panel: payments, links, users, manual tickets, events, then the audit log (decisions.md item 13). */
export function AdminPage() {
  return (
    <main className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
        <p className="mt-1 text-muted-foreground">Payments, people and events across the marketplace.</p>
      </div>
      <PaymentHealthSection />
      <CancellationToolsSection />
      <AdminLinks />
      <UsersSection />
      <AdminSection title="Manual Ticket Generation">
        <ManualTicketForm />
      </AdminSection>
      <AdminSection
        title="Box office allocations"
        description="Resellers issue only within the allocations granted here; what they issue is owed at face value."
      >
        <BoxOfficeSection />
      </AdminSection>
      <EventManagementSection />
      <AuditLogSection />
    </main>
  );
}
