import { Badge } from '@/components/ui/badge';
import type { Ticket } from './queries';

/** One look for a ticket's status on every screen, the scanner's colours: active green, checked_in blue (shown as 'Used'), transferred yellow, cancelled and refunded gray. */
const looks: Record<Ticket['status'], { text: string; variant: 'green' | 'blue' | 'yellow' | 'gray' }> = {
  active: { text: 'Active', variant: 'green' },
  checked_in: { text: 'Used', variant: 'blue' },
  transferred: { text: 'Transferred', variant: 'yellow' },
  cancelled: { text: 'Cancelled', variant: 'gray' },
  refunded: { text: 'Refunded', variant: 'gray' },
};

/** An unused ticket of a deleted or cancelled event says so, gray: it no longer admits anyone. */
const eventCancelledLook = { text: 'Event cancelled', variant: 'gray' } as const;

export function TicketStatusBadge({ status, eventCancelled }: { status: Ticket['status']; eventCancelled?: boolean }) {
  const look = eventCancelled && status === 'active' ? eventCancelledLook : looks[status];
  return <Badge variant={look.variant}>{look.text}</Badge>;
}
