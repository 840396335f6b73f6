/** @jsxRuntime automatic */
import { formatEventDateTime } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted, TicketQr } from '../mail-frame';
import { look } from '../order-confirmation/look';
import type { OrderForMail } from '../order-confirmation/order-mail-data';

/** To whom the box office issued tickets: no payment to confirm, only the tickets (QR inline, PDF attached). */
export function BoxOfficeTicketsMail({ order, orderUrl }: { order: OrderForMail; orderUrl: string }) {
  const { event } = order;
  const count = order.qrTickets.length === 1 ? 'a ticket' : `${order.qrTickets.length} tickets`;
  return (
    <MailFrame preview={`Your tickets for ${event.title}`} heading={`Your tickets for ${event.title}`}>
      <Text style={muted}>
        {formatEventDateTime(event.startsAt, event.timeZone)} · {event.venue}, {event.location}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {order.buyer.name}, the box office issued you {count} (order {order.number}). They are attached as one PDF, a
        page per ticket; show a ticket's QR code at the door, on screen or printed.
      </Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      {order.qrTickets.map((ticket) => (
        <TicketQr key={ticket.id} ticket={ticket} />
      ))}
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        They are also on{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          your order's page
        </Link>
        .
      </Text>
    </MailFrame>
  );
}
