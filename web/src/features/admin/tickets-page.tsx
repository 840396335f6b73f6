import { BoxOfficeSection } from '@/features/manual-tickets/box-office-section';
import { ManualTicketForm } from '@/features/manual-tickets/manual-ticket-form';
import { AdminSection } from './admin-section';
import { AdminSectionPage } from './admin-section-page';

/** Manual Tickets (/admin/tickets): the Manual Ticket Generation form, then the box office allocations. */
export function TicketsPage() {
  return (
    <AdminSectionPage path="/admin/tickets">
      <AdminSection title="Manual Ticket Generation">
        <ManualTicketForm />
      </AdminSection>
      <AdminSection
        title="Box office allocations"
        description="Resellers issue only within the allocations granted here; what they issue is owed at face value."
      >
        <BoxOfficeSection />
      </AdminSection>
    </AdminSectionPage>
  );
}
