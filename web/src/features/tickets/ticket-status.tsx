import { Badge } from '@/components/ui/badge';

/** One look for a ticket's status on every screen (spec 'Ticket scanner' colours): active green, checked_in blue (shown as 'Used'), transferred yellow, other gray. */
const looks: Record<string, { text: string; variant: 'green' | 'blue' | 'yellow' | 'gray' }> = {
  active: { text: 'Active', variant: 'green' },
  checked_in: { text: 'Used', variant: 'blue' },
  transferred: { text: 'Transferred', variant: 'yellow' },
};

export function TicketStatusBadge({ status }: { status: string }) {
  const look = looks[status] ?? { text: status[0]?.toUpperCase() + status.slice(1), variant: 'gray' as const };
  return <Badge variant={look.variant}>{look.text}</Badge>;
}
