import { TicketPlusIcon } from 'lucide-react';

// TODO(issue 14): replace this slot with the Manual Ticket Generation form (spec 'Manual ticket
// generation form': user search from 2 characters, event then ticket type, quantity 1-1000, reason),
// built with box-office issuing. The admin page already gives it its section and heading.
/** The place on /admin where the Manual Ticket Generation form arrives. */
export function ManualTicketSlot() {
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-dashed p-6 text-muted-foreground"
      data-testid="manual-ticket-slot"
    >
      <TicketPlusIcon className="size-6 shrink-0" aria-hidden />
      <p>The form for generating tickets by hand arrives with box-office issuing.</p>
    </div>
  );
}
