import { m } from '@pentas/i18n/messages';
import { ApiError, formatPrice } from '@pentas/openapi';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormAlert, PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/sonner';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { useRequestRefund } from './mutations';
import { type OrderDetail, orderQueries } from './queries';
import { quoteWords } from './refund-words';

const REASON_MAX = 1000;

/**
 * "Request a refund": the buyer chooses tickets (all by default), reads the exact outcome the policy
 * gives now (the server's figure, never computed here), and confirms; under 7 days they write a reason
 * and the request goes to the organizer.
 */
export function RefundRequestDialog({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const refundable = order.tickets.filter((t) => t.refundable);
  const [chosen, setChosen] = useState<string[]>(() => refundable.map((t) => t.id));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const quote = useQuery({ ...orderQueries.refundQuote(order.id, chosen), enabled: open && chosen.length > 0 });
  const request = useRequestRefund(order.id);
  const automatic = quote.data?.automatic ?? true;
  const needsReason = !automatic && reason.trim().length === 0;

  function toggle(id: string) {
    setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  }

  function confirm() {
    setProblem(null);
    request.mutate(
      {
        ticketIds: chosen,
        // What was shown is what is given: a new figure since (past midnight) comes back as a 409 to show first.
        expectedAmount: quote.data?.amount,
        ...(automatic ? {} : { reason: reason.trim() }),
      },
      {
        onSuccess: (answer) => {
          if ('refund' in answer) {
            const amount = formatPrice(answer.refund.amount, answer.refund.currency);
            toast.success(
              Number(answer.refund.amount) > 0 ? m.order_refund_on_its_way({ amount }) : m.order_tickets_cancelled(),
            );
          } else {
            toast.success(m.order_request_sent(), { description: m.order_request_sent_text() });
          }
          onClose();
        },
        onError: (error) => {
          if (isUnauthorized(error)) return logInAgain();
          if (error instanceof ApiError && error.problem.code === 'refund_quote_changed') void quote.refetch();
          const { description, title } = errorToast(error, { title: m.order_refund_not_possible() });
          setProblem(description ?? title);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.order_request_refund()}</DialogTitle>
          <DialogDescription>{m.order_refund_choose_text()}</DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{m.order_tickets()}</legend>
          {refundable.map((ticket) => (
            <label key={ticket.id} className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.includes(ticket.id)}
                onChange={() => toggle(ticket.id)}
              />
              <span className="min-w-0 flex-1 break-words">{ticket.ticketType}</span>
              <span className="font-mono text-xs text-muted-foreground">#{ticket.id.slice(0, 8)}</span>
            </label>
          ))}
        </fieldset>
        <div aria-live="polite" className="rounded-md bg-muted p-3 text-sm" data-testid="refund-quote">
          {chosen.length === 0
            ? m.order_refund_choose_one()
            : quote.isPending
              ? m.order_refund_working_out()
              : quote.isError
                ? m.order_refund_quote_failed()
                : quoteWords(quote.data, order.event.timeZone)}
        </div>
        {!automatic && (
          <div className="space-y-1.5">
            <Label htmlFor="refund-reason">{m.order_refund_reason_label()}</Label>
            <Textarea
              id="refund-reason"
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        )}
        <FormAlert message={problem} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {m.cancel()}
          </Button>
          <PendingButton
            type="button"
            pending={request.isPending}
            pendingLabel={m.order_sending_ellipsis()}
            disabled={request.isPending || chosen.length === 0 || !quote.data || needsReason}
            onClick={confirm}
          >
            {!quote.data || automatic
              ? quote.data && Number(quote.data.amount) > 0
                ? m.order_refund_amount({ amount: formatPrice(quote.data.amount, quote.data.currency) })
                : m.order_cancel_tickets()
              : m.order_send_request()}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
