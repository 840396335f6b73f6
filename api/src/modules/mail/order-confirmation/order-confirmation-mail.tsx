/** @jsxRuntime automatic */
// The runtime named here: tsx reads the tsconfig of the directory it is started from (the root), not api/.
import { formatEventDateTime, formatPrice } from '@pentas/openapi';
import { paidWithWords, referenceLabel } from '@pentas/openapi/payment-words';
import { Column, Hr, Link, Row, Text } from '@react-email/components';
import { cell, MailFrame, muted, TicketQr } from '../mail-frame';
import { look } from './look';
import type { OrderForMail } from './order-mail-data';

// A long payment reference wraps instead of widening the mail on a phone.
const figure = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' } as const;

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700 } : {};
  return (
    <Row>
      <Column style={{ ...muted, ...weight, padding: '4px 0' }}>{label}</Column>
      <Column style={{ ...figure, ...weight, padding: '4px 0' }}>{value}</Column>
    </Row>
  );
}

/**
 * The order confirmation (issue 28): the order as its page shows it, each ticket's QR code (inline
 * images by cid, never fetched from a server), and word of the attached PDF tickets and calendar file.
 */
export function OrderConfirmationMail({ order, orderUrl }: { order: OrderForMail; orderUrl: string }) {
  const { event } = order;
  const when = formatEventDateTime(event.startsAt, event.timeZone);
  return (
    <MailFrame
      preview={`Your tickets for ${event.title}: order ${order.number}`}
      heading={`You're going to ${event.title}`}
    >
      <Text style={muted}>
        {when} · {event.venue}, {event.location}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        Thank you, {order.buyer.name}. Your tickets are attached as one PDF, a page per ticket, and the event as a
        calendar file. Show a ticket's QR code at the door, on screen or printed.
      </Text>

      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Line label="Order" value={order.number} />
      {order.lines.map((line) => (
        <Line
          key={line.ticketType}
          label={`${line.quantity} × ${line.ticketType}`}
          value={formatPrice(line.amount, order.currency)}
        />
      ))}
      <Line label="Service fee" value={formatPrice(order.serviceFee, order.currency)} />
      <Line label="Total paid" value={formatPrice(order.total, order.currency)} strong />
      {order.payment ? (
        <>
          <Line label="Paid with" value={paidWithWords(order.payment)} />
          <Line label={referenceLabel(order.payment)} value={order.payment.reference} />
        </>
      ) : (
        <Line label="Payment" value="None needed" />
      )}

      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      {order.qrTickets.map((ticket) => (
        <TicketQr key={ticket.id} ticket={ticket} />
      ))}

      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        Your order and tickets are also on{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          your order's page
        </Link>
        . Event times are {event.title}'s own ({event.timeZone}).
      </Text>
    </MailFrame>
  );
}
