import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClockIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { useCurrentUser } from '@/lib/session';
import { useJoinWaitingList } from './mutations';
import { waitingListQueries } from './queries';

const QUANTITIES = Array.from({ length: 10 }, (_, i) => i + 1);

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
        {live.state === 'offered' ? 'Your offer is open' : `On the waiting list: place ${live.position ?? 1}`}
      </Link>
    );
  }
  if (!user) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to="/login" search={{ returnTo: `/events/${eventId}` }}>
          <ClockIcon aria-hidden /> Join waiting list
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
        aria-label={`Join waiting list: ${type.name}`}
      >
        <ClockIcon aria-hidden /> Join waiting list
      </Button>
      <JoinDialog open={asking} onClose={() => setAsking(false)} type={type} />
    </>
  );
}

function JoinDialog({
  open,
  onClose,
  type,
}: {
  open: boolean;
  onClose: () => void;
  type: { id: number; name: string };
}) {
  const join = useJoinWaitingList();
  const [quantity, setQuantity] = useState(1);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    join.mutate({ ticketTypeId: type.id, quantity }, { onSuccess: onClose });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Join waiting list</DialogTitle>
            <DialogDescription>
              {type.name} is sold out. When tickets come back, people on the list are offered them in the order they
              joined, by e-mail and on your dashboard, and have a set time to pay.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={id}>Tickets wanted</Label>
            <NativeSelect id={id} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
              {QUANTITIES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <PendingButton pending={join.isPending} pendingLabel="Joining...">
              Join waiting list
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
