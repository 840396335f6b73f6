import { m } from '@pentas/i18n/messages';
import { formatPrice } from '@pentas/openapi';
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
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { TicketStatusBadge } from '@/features/tickets/ticket-status';
import { useRefundOrder } from './mutations';
import type { EventOrder } from './queries';
import {
  choiceProblems,
  feeCanGoBack,
  type RefundChoice,
  refundableTickets,
  refundBody,
  refundTotal,
  serverProblems,
} from './refund-form';
import { leftToRefund } from './refund-words';

const EMPTY: RefundChoice = { ticketIds: [], amountText: '', includeServiceFee: false, reason: '' };

/**
 * The "Refund" dialog: the tickets to give back (checkboxes), or an amount, or both; the service fee
 * with every ticket left; a reason the buyer reads; the total before confirming; each problem beside
 * its field. A complimentary order's tickets are cancelled, nothing paid back.
 */
export function RefundDialog({
  order,
  mayIncludeUsed,
  onClose,
}: {
  /** The order asked about; null while the dialog is closed. */
  order: EventOrder | null;
  mayIncludeUsed: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {order && <RefundForm key={order.id} order={order} mayIncludeUsed={mayIncludeUsed} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({
  order,
  mayIncludeUsed,
  onClose,
}: {
  order: EventOrder;
  mayIncludeUsed: boolean;
  onClose: () => void;
}) {
  const ids = { tickets: useId(), amount: useId(), reason: useId(), fee: useId() };
  const refund = useRefundOrder();
  const [choice, setChoice] = useState<RefundChoice>(EMPTY);
  const [checked, setChecked] = useState<Record<string, string>>({});
  // A change answers what was said about the form: its problems are checked again at the next submit.
  const change = (next: Partial<RefundChoice>) => {
    setChoice((c) => ({ ...c, ...next }));
    setChecked({});
    refund.reset();
  };
  const server = serverProblems(refund.error);
  const problems = { ...server.fields, ...checked };
  const tickets = refundableTickets(order, mayIncludeUsed);
  const total = refundTotal(order, choice);
  const money = (minor: number) => formatPrice(minor, order.currency);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = choiceProblems(order, choice);
    setChecked(found);
    if (Object.keys(found).length === 0) {
      refund.mutate({ orderId: order.id, body: refundBody(order, choice) }, { onSuccess: onClose });
    }
  }

  const toggle = (id: string, on: boolean) =>
    change({ ticketIds: on ? [...choice.ticketIds, id] : choice.ticketIds.filter((t) => t !== id) });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <DialogHeader>
        <DialogTitle>
          {order.complimentary
            ? m.sales_cancel_order({ number: order.number })
            : m.sales_refund_order({ number: order.number })}
        </DialogTitle>
        <DialogDescription>
          {order.complimentary
            ? m.sales_free_order_text({ email: order.buyer.email })
            : m.sales_paid_order_text({
                email: order.buyer.email,
                paid: money(order.paidMinor),
                left: money(leftToRefund(order)),
              })}
        </DialogDescription>
      </DialogHeader>

      <fieldset className="space-y-2" aria-describedby={problems.ticketIds ? `${ids.tickets}-error` : undefined}>
        <legend className="text-sm font-medium">
          {order.complimentary ? m.sales_tickets_to_cancel() : m.sales_tickets_to_refund()}
        </legend>
        {tickets.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.sales_no_tickets_left()}</p>
        ) : (
          <ul className="grid gap-1">
            {tickets.map((t) => (
              <li key={t.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-[var(--primary)]"
                    checked={choice.ticketIds.includes(t.id)}
                    onChange={(e) => toggle(t.id, e.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate">{t.typeName}</span>
                  {t.status === 'checked_in' && <TicketStatusBadge status={t.status} />}
                  {!order.complimentary && <span className="tabular">{money(t.priceMinor)}</span>}
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${ids.tickets}-error`} message={problems.ticketIds} />
      </fieldset>

      {!order.complimentary && (
        <>
          <Field
            id={ids.amount}
            label={m.sales_amount_optional()}
            hint={m.sales_amount_hint()}
            error={problems.amountMinor}
          >
            {(aria) => (
              <Input
                {...aria}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={choice.amountText}
                onChange={(e) => change({ amountText: e.target.value })}
              />
            )}
          </Field>
          {order.serviceFeeMinor > 0 && (
            <div className="space-y-1">
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  id={ids.fee}
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  disabled={!feeCanGoBack(order, choice)}
                  checked={choice.includeServiceFee && feeCanGoBack(order, choice)}
                  onChange={(e) => change({ includeServiceFee: e.target.checked })}
                />
                {m.sales_give_back_fee({ fee: money(order.serviceFeeMinor) })}
              </label>
              <p className="text-xs text-muted-foreground">{m.sales_fee_only_when()}</p>
              <FieldError id={`${ids.fee}-error`} message={problems.includeServiceFee} />
            </div>
          )}
        </>
      )}

      <Field id={ids.reason} label={m.sales_reason()} hint={m.sales_reason_hint()} error={problems.reason}>
        {(aria) => (
          <Textarea
            {...aria}
            maxLength={500}
            value={choice.reason}
            onChange={(e) => change({ reason: e.target.value })}
          />
        )}
      </Field>

      {!order.complimentary && (
        <p className="flex items-baseline justify-between rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          <span>{m.sales_refund_total()}</span>
          <strong className="text-base tabular" data-testid="refund-total">
            {money(total)}
          </strong>
        </p>
      )}
      <FormAlert message={server.message} />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.close()}
        </Button>
        <PendingButton
          type="submit"
          variant="destructive"
          pending={refund.isPending}
          pendingLabel={m.sales_refunding()}
        >
          {order.complimentary ? m.order_cancel_tickets() : m.order_refund_amount({ amount: money(total) })}
        </PendingButton>
      </DialogFooter>
    </form>
  );
}
