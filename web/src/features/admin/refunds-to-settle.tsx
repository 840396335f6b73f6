import { m } from '@pentas/i18n/messages';
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
        {m.ops_refunds_by_hand()} <Badge variant={toSettle.count > 0 ? 'red' : 'green'}>{toSettle.count}</Badge>
      </h3>
      {toSettle.refunds.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.ops_refunds_all_through()}</p>
      ) : (
        <ul className="space-y-3">
          {toSettle.refunds.map((refund) => (
            <RefundToSettle key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      {toSettle.count > toSettle.refunds.length && (
        <p className="text-sm text-muted-foreground">
          {m.ops_refunds_oldest_shown({ shown: toSettle.refunds.length, count: toSettle.count })}
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
          toast.success(m.ops_refund_settled(), {
            description: refund.customerEmail
              ? m.ops_refund_settled_text({ email: refund.customerEmail })
              : m.ops_refund_settled_buyer(),
          }),
        onError: (error) => {
          if (isUnauthorized(error)) return logInAgain();
          const { title, description } = errorToast(error, {
            title: m.ops_not_settled(),
            otherwise: m.ops_could_not_settle(),
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
          {m.ops_amount_to({
            amount: formatPrice(refund.amount, refund.currency),
            who: refund.customerEmail ?? m.ops_the_buyer(),
          })}
        </span>
        <Badge variant="red">
          {refund.state === 'manual' ? m.ops_past_refund_window() : m.order_request_refused()}
        </Badge>
      </div>
      <p className="break-words text-muted-foreground">
        {refund.eventTitle} · {m.ops_order_word()} <span className="font-mono">#{refund.orderId.slice(0, 8)}</span> ·{' '}
        {m.ops_written_at({ time: formatActionTime(refund.createdAt) })}
      </p>
      <p className="break-words">{refund.why}</p>
      <p className="break-words font-medium">{refund.whatToDo}</p>
      {open ? (
        <form onSubmit={submit} className="space-y-2">
          <TextField
            id={`settle-note-${refund.id}`}
            label={m.ops_how_paid_back()}
            hint={m.ops_how_paid_back_hint()}
            autoComplete="off"
            value={note}
            onChange={setNote}
          />
          <div className="flex flex-wrap gap-2">
            <PendingButton pending={settle.isPending} pendingLabel={m.ops_settling()} disabled={note.trim() === ''}>
              {m.ops_mark_paid_back()}
            </PendingButton>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {m.cancel()}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {m.ops_paid_back_by_hand()}
        </Button>
      )}
    </li>
  );
}
