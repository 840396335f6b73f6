import { m } from '@pentas/i18n/messages';
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
            <DialogTitle>{m.sales_wl_join()}</DialogTitle>
            <DialogDescription>{m.sales_wl_join_text({ type: type.name })}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={id}>{m.sales_wl_tickets_wanted()}</Label>
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
              {m.cancel()}
            </Button>
            <PendingButton pending={join.isPending} pendingLabel={m.sales_wl_joining()}>
              {m.sales_wl_join()}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
