import { m } from '@pentas/i18n/messages';
import { Badge } from '@/components/ui/badge';
import type { Ticket } from './queries';

type Look = { text: () => string; variant: 'green' | 'blue' | 'yellow' | 'gray' };

/** One look for a ticket's status on every screen, the scanner's colours: active green, checked_in blue (shown as 'Used'), transferred yellow, cancelled and refunded gray. */
const looks: Record<Ticket['status'], Look> = {
  active: { text: m.wallet_status_active, variant: 'green' },
  checked_in: { text: m.wallet_status_used, variant: 'blue' },
  transferred: { text: m.wallet_status_transferred, variant: 'yellow' },
  cancelled: { text: m.status_cancelled, variant: 'gray' },
  refunded: { text: m.status_refunded, variant: 'gray' },
};

/** An unused ticket of a deleted or cancelled event says so, gray: it no longer admits anyone. */
const eventCancelledLook: Look = { text: m.wallet_status_event_cancelled, variant: 'gray' };

export function TicketStatusBadge({ status, eventCancelled }: { status: Ticket['status']; eventCancelled?: boolean }) {
  const look = eventCancelled && status === 'active' ? eventCancelledLook : looks[status];
  return <Badge variant={look.variant}>{look.text()}</Badge>;
}
