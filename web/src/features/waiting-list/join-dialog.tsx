import { m } from '@pentas/i18n/messages';
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
import { useJoinWaitingList } from './mutations';

const QUANTITIES = Array.from({ length: 10 }, (_, i) => i + 1);

/** "Join waiting list": how many tickets the buyer wants, then their place on the list. */
export function JoinDialog({
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
