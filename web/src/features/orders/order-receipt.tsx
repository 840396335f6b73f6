import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatPrice, formatTicketPrice } from '@pentas/openapi';
import { paidWithWords, referenceLabel } from '@pentas/openapi/payment-words';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { StruckPrice } from '@/features/cart/struck-price';
import { OrderStatusBadge } from './order-status';
import type { OrderDetail } from './queries';
import { refundStatusWords } from './refund-words';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 text-base font-semibold' : 'flex justify-between gap-4'}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="min-w-0 text-right tabular wrap-anywhere">{children}</dd>
    </div>
  );
}

/** How it was paid, with the reference to quote; or why nothing was (unpaid, free, box office). */
function PaymentRows({ order }: { order: OrderDetail }) {
  const { payment } = order;
  if (payment) {
    return (
      <>
        <Row label={m.order_paid_with()}>{paidWithWords(payment)}</Row>
        <Row label={referenceLabel(payment)}>
          <span className="font-mono text-xs" data-testid="payment-reference">
            {payment.reference}
          </span>
        </Row>
        {order.completedAt && <Row label={m.order_paid_on()}>{formatActionTime(order.completedAt)}</Row>}
      </>
    );
  }
  if (order.issuedByBoxOffice) return <Row label={m.order_payment()}>{m.order_box_office_nothing_charged()}</Row>;
  if (order.status === 'completed') return <Row label={m.order_payment()}>{m.order_payment_none()}</Row>;
  return <Row label={m.order_payment()}>{m.order_not_paid()}</Row>;
}

/**
 * The receipt: who sold it (Pentas), the order, each line, the service fee, the total and how it was
 * paid. It is what a printed page shows (print CSS hides everything else on the order's page).
 */
export function OrderReceipt({ order }: { order: OrderDetail }) {
  // Box-office tickets were not sold: 'Complimentary' wherever a price would show.
  const price = (amount: string) =>
    order.issuedByBoxOffice ? m.ticket_complimentary() : formatTicketPrice(amount, order.currency);
  const refundStatus = refundStatusWords(order.refundStatus);
  return (
    <Card className="self-start p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none" aria-labelledby="receipt-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="receipt-title" className="text-lg font-semibold">
          {order.status === 'completed' ? m.pdf_receipt() : m.order_summary()}
        </h2>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          {refundStatus && (
            <Badge variant="gray" data-testid="refund-status">
              {refundStatus}
            </Badge>
          )}
        </div>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <Row label={m.order_label()}>
          <span className="font-mono">#{order.number}</span>
        </Row>
        <Row label={m.order_ordered_on()}>{formatActionTime(order.createdAt)}</Row>
        <Row label={m.pdf_billed_to()}>
          {order.buyer.name}
          <br />
          <span className="text-muted-foreground">{order.buyer.email}</span>
        </Row>
      </dl>
      <ul className="mt-4 space-y-2 border-t pt-3 text-sm" aria-label={m.order_tickets_ordered()}>
        {order.lines.map((line) => (
          <li key={line.ticketType} className="flex justify-between gap-4" data-testid="order-line">
            <span className="min-w-0">
              {line.quantity} × {line.ticketType}
              <span className="block text-xs text-muted-foreground tabular">
                {order.issuedByBoxOffice ? (
                  price(line.unitPrice)
                ) : (
                  <StruckPrice price={line.unitPrice} listPrice={line.listPrice} currency={order.currency} />
                )}{' '}
                {m.order_each()}
              </span>
            </span>
            <span className="tabular">{price(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t pt-3 text-sm">
        {order.promoCode && (
          <Row label={m.order_promo_code()}>
            <span className="font-mono" data-testid="order-code">
              {order.promoCode}
            </span>
          </Row>
        )}
        {!order.issuedByBoxOffice && (
          <>
            <Row label={m.subtotal()}>{formatPrice(order.subtotal, order.currency)}</Row>
            <Row label={m.order_service_fee()}>{formatPrice(order.serviceFee, order.currency)}</Row>
          </>
        )}
        <Row label={order.status === 'completed' ? m.order_total_paid() : m.total()} strong>
          <span data-testid="order-total">{price(order.total)}</span>
        </Row>
        {order.refundStatus !== 'none' && (
          <Row label={m.status_refunded()}>
            <span data-testid="order-refunded">{formatPrice(order.refunded, order.currency)}</span>
          </Row>
        )}
      </dl>
      <dl className="mt-4 space-y-2 border-t pt-3 text-sm">
        <PaymentRows order={order} />
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">{m.order_times_note()}</p>
    </Card>
  );
}
