import { formatActionTime, formatPrice } from '@pentas/openapi';
import { Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { OrderDetail } from './queries';
import { RefundRequestDialog } from './refund-request-dialog';
import { REFUND_OWED_WORDS, refundCauseWords, refundStateWords, requestStateWords } from './refund-words';

/** "Request a refund", for the buyer while a ticket they hold may be given back. */
export function RefundAction({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  if (!order.yours || !order.tickets.some((t) => t.refundable)) return null;
  return (
    <>
      <Button variant="outline" className="w-full print:hidden" onClick={() => setOpen(true)}>
        <Undo2Icon aria-hidden /> Request a refund
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
        Refunds
      </h2>
      <ul className="grid gap-3">
        {order.refunds.map((refund) => (
          <li key={refund.id}>
            <Card className="space-y-1 p-4 text-sm" data-testid="order-refund">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-base font-semibold tabular">{money(refund.amount)}</p>
                <Badge variant={refundStateWords[refund.state].variant}>{refundStateWords[refund.state].text}</Badge>
              </div>
              <p className="text-muted-foreground">
                {refundCauseWords[refund.cause]} · {formatActionTime(refund.createdAt)}
              </p>
              {Number(refund.serviceFee) > 0 && (
                <p className="text-muted-foreground">Includes the service fee of {money(refund.serviceFee)}.</p>
              )}
              {refund.reason && <p className="break-words">“{refund.reason}”</p>}
              {(refund.state === 'failed' || refund.state === 'manual') && (
                <p className="text-destructive">{REFUND_OWED_WORDS}</p>
              )}
            </Card>
          </li>
        ))}
        {order.refundRequests.map((request) => (
          <li key={request.id}>
            <Card className="space-y-1 p-4 text-sm" data-testid="order-refund-request">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">
                  Request to the organizer · {request.ticketIds.length} ticket
                  {request.ticketIds.length === 1 ? '' : 's'}
                </p>
                <Badge variant={requestStateWords[request.state].variant}>
                  {requestStateWords[request.state].text}
                </Badge>
              </div>
              <p className="text-muted-foreground">Sent {formatActionTime(request.createdAt)}</p>
              <p className="break-words">Your reason: “{request.reason}”</p>
              {request.state === 'refused' && request.decisionReason && (
                <p className="break-words">The organizer's answer: “{request.decisionReason}”</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
