/** @jsxRuntime automatic */
import { formatEventDateTime } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted, TicketQr } from '../mail-frame';
import { look } from '../order-confirmation/look';
import type { TicketForMail } from './ticket-mail-data';

const whenWhere = (event: TicketForMail['event']) =>
  `${formatEventDateTime(event.startsAt, event.timeZone)} · ${event.venue}, ${event.location}`;

/** To a transfer's recipient: the ticket is theirs now, its QR inline and a one-page PDF attached. */
export function TicketReceivedMail({ ticket, walletUrl }: { ticket: TicketForMail; walletUrl: string }) {
  const from = ticket.fromName ? `${ticket.fromName} sent you` : 'You were sent';
  return (
    <MailFrame preview={`A ticket for ${ticket.event.title} is yours`} heading={`A ticket for ${ticket.event.title}`}>
      <Text style={muted}>{whenWhere(ticket.event)}</Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {from} a {ticket.ticketType} ticket. It is attached as a PDF; show its QR code at the door, on screen or
        printed.
      </Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      {ticket.qrTickets.map((qr) => (
        <TicketQr key={qr.id} ticket={qr} />
      ))}
      {ticket.qrTickets.length === 0 ? <Text style={muted}>This ticket can no longer be used.</Text> : null}
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        It is also in{' '}
        <Link href={walletUrl} style={{ color: look.brand }}>
          your tickets
        </Link>
        .
      </Text>
    </MailFrame>
  );
}

/** To a transfer's sender: the confirmation that the ticket went, and to whom. */
export function TransferSentMail({ ticket }: { ticket: TicketForMail }) {
  const to = ticket.toName && ticket.toEmail ? `${ticket.toName} (${ticket.toEmail})` : 'its recipient';
  return (
    <MailFrame preview={`Your ticket for ${ticket.event.title} was transferred`} heading="Ticket transferred">
      <Text style={muted}>
        {ticket.event.title} · {whenWhere(ticket.event)}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        Your {ticket.ticketType} ticket (order {ticket.number}) now belongs to {to}. Its old QR code no longer opens the
        door. If you did not do this, reply to this mail.
      </Text>
    </MailFrame>
  );
}
