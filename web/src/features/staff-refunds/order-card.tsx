import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatPrice } from '@pentas/openapi';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ResendConfirmation } from '@/features/orders/resend-confirmation';
import { TicketStatusBadge } from '@/features/tickets/ticket-status';
import type { EventOrder } from './queries';
import { leftToRefund, refundStateLooks } from './refund-words';

/** One paid order: its number, buyer, tickets (type and status), what was paid and refunded, and Refund. */
export function OrderCard({ order, onRefund }: { order: EventOrder; onRefund: (order: EventOrder) => void }) {
  const money = (minor: number) => formatPrice(minor, order.currency);
  const look = refundStateLooks[order.refundState];
  const held = order.tickets.some((t) => t.status === 'active' || t.status === 'checked_in');
  const refundable = order.complimentary ? held : leftToRefund(order) > 0 || held;
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="event-order">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold tabular">{m.pdf_order_number({ number: order.number })}</h3>
          {order.complimentary ? (
            <Badge variant="blue">{m.ticket_complimentary()}</Badge>
          ) : (
            <Badge variant={look.variant}>{look.text()}</Badge>
          )}
          {order.openRequestId && <Badge variant="yellow">{m.sales_refund_requested()}</Badge>}
          {order.promoCode && (
            <Badge variant="gray" data-testid="order-code">
              {m.order_promo_code()} <span className="font-mono">{order.promoCode}</span>
            </Badge>
          )}
        </div>
        <p className="text-sm">
          <span className="font-medium">{order.buyer.name ?? m.sales_buyer()}</span>{' '}
          <span className="break-all text-muted-foreground">{order.buyer.email}</span>
        </p>
        <p className="text-sm text-muted-foreground tabular">
          {m.sales_paid_at({ time: formatActionTime(order.paidAt) })}
        </p>
        <ul className="grid gap-1 text-sm">
          {order.tickets.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-2">
              <span>{t.typeName}</span>
              <TicketStatusBadge status={t.status} />
              {!order.complimentary && <span className="text-muted-foreground tabular">{money(t.priceMinor)}</span>}
            </li>
          ))}
        </ul>
        {!order.complimentary && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm tabular sm:grid-cols-[auto_auto_auto_auto] sm:justify-start">
            <dt className="text-muted-foreground">{m.sales_paid()}</dt>
            <dd>
              {money(order.paidMinor)}
              {order.serviceFeeMinor > 0 && (
                <span className="text-muted-foreground"> {m.sales_fee({ amount: money(order.serviceFeeMinor) })}</span>
              )}
            </dd>
            <dt className="text-muted-foreground">{m.status_refunded()}</dt>
            <dd data-testid="order-refunded">{money(order.refundedMinor)}</dd>
          </dl>
        )}
      </div>
      <div className="grid gap-2 sm:w-48">
        {refundable && (
          <Button
            variant="outline"
            onClick={() => onRefund(order)}
            aria-label={m.sales_refund_order({ number: order.number })}
          >
            {m.sales_refund()}
          </Button>
        )}
        {held && <ResendConfirmation orderId={order.id} label={m.sales_resend_tickets()} />}
      </div>
    </Card>
  );
}
