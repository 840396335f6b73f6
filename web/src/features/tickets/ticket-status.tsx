import { Badge } from '@/components/ui/badge';
import type { Ticket } from './queries';

/** One look for a ticket's status on every screen, the scanner's colours: active green, checked_in blue (shown as 'Used'), transferred yellow, cancelled gray. */
const looks: Record<Ticket['status'], { text: string; variant: 'green' | 'blue' | 'yellow' | 'gray' }> = {
  active: { text: 'Active', variant: 'green' },
  checked_in: { text: 'Used', variant: 'blue' },
  transferred: { text: 'Transferred', variant: 'yellow' },
  cancelled: { text: 'Cancelled', variant: 'gray' },
};

export function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  const look = looks[status];
  return <Badge variant={look.variant}>{look.text}</Badge>;
}
