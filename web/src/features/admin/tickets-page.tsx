import { m } from '@pentas/i18n/messages';
import { BoxOfficeSection } from '@/features/manual-tickets/box-office-section';
import { ManualTicketForm } from '@/features/manual-tickets/manual-ticket-form';
import { AdminSection } from './admin-section';
import { AdminSectionPage } from './admin-section-page';

/** Manual Tickets (/admin/tickets): the Manual Ticket Generation form, then the box office allocations. */
export function TicketsPage() {
  return (
    <AdminSectionPage path="/admin/tickets">
      <AdminSection title={m.ops_manual_ticket_generation()}>
        <ManualTicketForm />
      </AdminSection>
      <AdminSection title={m.ops_box_office_allocations()} description={m.ops_box_office_allocations_text()}>
        <BoxOfficeSection />
      </AdminSection>
    </AdminSectionPage>
  );
}
