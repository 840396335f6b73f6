import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatPrice } from '@pentas/openapi';
import { Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { OrderDetail } from './queries';
import { RefundRequestDialog } from './refund-request-dialog';
import { refundCauseWords, refundOwedWords, refundStateWords, requestStateWords } from './refund-words';

/** "Request a refund", for the buyer while a ticket they hold may be given back. */
export function RefundAction({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  if (!order.yours || !order.tickets.some((t) => t.refundable)) return null;
  return (
    <>
      <Button variant="outline" className="w-full print:hidden" onClick={() => setOpen(true)}>
        <Undo2Icon aria-hidden /> {m.order_request_refund()}
      </Button>
      {/* Mounted when open, so each opening starts from all tickets and a fresh quote. */}
      {open && <RefundRequestDialog order={order} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The order's refunds and the buyer's requests to the organizer, each with its state. */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  if (order.refunds.length === 0 && order.refundRequests.length === 0) return null;
  const money = (amount: string) => formatPrice(amount, order.currency);
  return (
    <section aria-labelledby="refunds-title" className="space-y-3">
      <h2 id="refunds-title" className="text-lg font-semibold">
        {m.order_refunds()}
      </h2>
      <ul className="grid gap-3">
        {order.refunds.map((refund) => {
          const state = refundStateWords(refund.state);
          return (
            <li key={refund.id}>
              <Card className="space-y-1 p-4 text-sm" data-testid="order-refund">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-base font-semibold tabular">{money(refund.amount)}</p>
                  <Badge variant={state.variant}>{state.text}</Badge>
                </div>
                <p className="text-muted-foreground">
                  {refundCauseWords(refund.cause)} · {formatActionTime(refund.createdAt)}
                </p>
                {Number(refund.serviceFee) > 0 && (
                  <p className="text-muted-foreground">
                    {m.order_refund_includes_fee({ fee: money(refund.serviceFee) })}
                  </p>
                )}
                {refund.reason && <p className="break-words">“{refund.reason}”</p>}
                {(refund.state === 'failed' || refund.state === 'manual') && (
                  <p className="text-destructive">{refundOwedWords()}</p>
                )}
              </Card>
            </li>
          );
        })}
        {order.refundRequests.map((request) => {
          const state = requestStateWords(request.state);
          return (
            <li key={request.id}>
              <Card className="space-y-1 p-4 text-sm" data-testid="order-refund-request">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{m.order_request_to_organizer({ count: request.ticketIds.length })}</p>
                  <Badge variant={state.variant}>{state.text}</Badge>
                </div>
                <p className="text-muted-foreground">
                  {m.order_request_sent_at({ time: formatActionTime(request.createdAt) })}
                </p>
                <p className="break-words">{m.order_your_reason({ reason: request.reason })}</p>
                {request.state === 'refused' && request.decisionReason && (
                  <p className="break-words">{m.order_organizer_answer({ answer: request.decisionReason })}</p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
