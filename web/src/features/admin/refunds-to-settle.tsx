import { formatActionTime, formatPrice } from '@pentas/openapi';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { TextField } from '@/components/ui/text-field';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { useSettleRefund } from './mutations';
import type { PaymentHealth } from './queries';

type ToSettle = PaymentHealth['refundsToSettle'];
type Refund = ToSettle['refunds'][number];

/**
 * Refunds the payment provider refused or could no longer make: whom to pay back, how much, why, and
 * a form to mark one paid back by hand (with how it was paid, kept in the audit log).
 */
export function RefundsToSettle({ toSettle }: { toSettle: ToSettle }) {
  return (
    <section aria-labelledby="refunds-to-settle" className="space-y-3">
      <h3 id="refunds-to-settle" className="font-semibold">
        Refunds to pay back by hand <Badge variant={toSettle.count > 0 ? 'red' : 'green'}>{toSettle.count}</Badge>
      </h3>
      {toSettle.refunds.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every refund went through the payment provider.</p>
      ) : (
        <ul className="space-y-3">
          {toSettle.refunds.map((refund) => (
            <RefundToSettle key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      {toSettle.count > toSettle.refunds.length && (
        <p className="text-sm text-muted-foreground">
          The oldest {toSettle.refunds.length} of {toSettle.count} are shown.
        </p>
      )}
    </section>
  );
}

function RefundToSettle({ refund }: { refund: Refund }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const settle = useSettleRefund();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    settle.mutate(
      { id: refund.id, note: note.trim() },
      {
        onSuccess: () =>
          toast.success('Refund settled', { description: `${refund.customerEmail ?? 'The buyer'} was paid back.` }),
        onError: (error) => {
          if (isUnauthorized(error)) return logInAgain();
          const { title, description } = errorToast(error, {
            title: 'Not settled',
            otherwise: 'Could not settle the refund',
          });
          toast.error(title, { description });
        },
      },
    );
  };
  return (
    <li className="space-y-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {formatPrice(refund.amount, refund.currency)} to {refund.customerEmail ?? 'the buyer'}
        </span>
        <Badge variant="red">{refund.state === 'manual' ? 'Past the refund window' : 'Refused'}</Badge>
      </div>
      <p className="break-words text-muted-foreground">
        {refund.eventTitle} · order <span className="font-mono">#{refund.orderId.slice(0, 8)}</span> · written{' '}
        {formatActionTime(refund.createdAt)}
      </p>
      <p className="break-words">{refund.why}</p>
      <p className="break-words font-medium">{refund.whatToDo}</p>
      {open ? (
        <form onSubmit={submit} className="space-y-2">
          <TextField
            id={`settle-note-${refund.id}`}
            label="How was it paid back?"
            hint="E.g. the bank transfer's reference. Kept in the audit log."
            autoComplete="off"
            value={note}
            onChange={setNote}
          />
          <div className="flex flex-wrap gap-2">
            <PendingButton pending={settle.isPending} pendingLabel="Settling..." disabled={note.trim() === ''}>
              Mark as paid back
            </PendingButton>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          Paid back by hand…
        </Button>
      )}
    </li>
  );
}
