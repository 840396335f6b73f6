import { m } from '@pentas/i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClockIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useCurrentUser } from '@/lib/session';
import { waitingListQueries } from './queries';

// Loaded when a buyer first asks to join: the event page comes alive without it.
const JoinDialog = lazyDialog(
  () => import('./join-dialog').then((module) => module.JoinDialog),
  (props) => props.open,
);

/**
 * "Join waiting list" beside a sold-out type whose list is on: a visitor is sent to log in first; a
 * buyer already on it sees their place instead. Nothing while the lists are read.
 */
export function JoinWaitingList({ eventId, type }: { eventId: number; type: { id: number; name: string } }) {
  const { user } = useCurrentUser();
  const open = useQuery(waitingListQueries.open(eventId));
  const mine = useQuery({ ...waitingListQueries.mine(), enabled: Boolean(user) });
  const [asking, setAsking] = useState(false);
  if (!open.data?.ticketTypes.some((t) => t.ticketTypeId === type.id)) return null;
  const live = mine.data?.entries.find(
    (e) => e.ticketTypeId === type.id && (e.state === 'waiting' || e.state === 'offered'),
  );
  if (live) {
    return (
      <Link
        to="/dashboard"
        search={{ tab: 'orders' }}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {live.state === 'offered'
          ? m.sales_wl_your_offer()
          : m.sales_wl_on_list_place({ position: live.position ?? 1 })}
      </Link>
    );
  }
  if (!user) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to="/login" search={{ returnTo: `/events/${eventId}` }}>
          <ClockIcon aria-hidden /> {m.sales_wl_join()}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setAsking(true)}
        aria-label={m.sales_wl_join_named({ type: type.name })}
      >
        <ClockIcon aria-hidden /> {m.sales_wl_join()}
      </Button>
      <JoinDialog open={asking} onClose={() => setAsking(false)} type={type} />
    </>
  );
}
