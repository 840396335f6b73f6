/** @jsxRuntime automatic */
import { formatEventDateTime } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted } from '../mail-frame';
import { look } from '../order-confirmation/look';
import type { RefundRequestForMail } from './refund-request-mail-data';

export const refundRequestSubject = (request: RefundRequestForMail) =>
  `Refund request for ${request.event.title} (order ${request.number})`;

/** To the event's organizer, when a buyer asks under 7 days before the event: the request waits for their answer. */
export function RefundRequestMail({ request, eventsUrl }: { request: RefundRequestForMail; eventsUrl: string }) {
  const tickets = request.tickets === 1 ? '1 ticket' : `${request.tickets} tickets`;
  return (
    <MailFrame preview={refundRequestSubject(request)} heading="A buyer asks for a refund">
      <Text style={muted}>
        {request.event.title} · {formatEventDateTime(request.event.startsAt, request.event.timeZone)} ·{' '}
        {request.event.venue}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {request.buyerName} asks for a refund of {tickets} on order {request.number}. The event is less than 7 days
        away, so the refund policy gives nothing back unless you grant it.
      </Text>
      <Text style={{ ...cell, marginTop: '12px' }}>Their reason: “{request.reason}”</Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        Approve or refuse it (with a reason the buyer will read) in{' '}
        <Link href={eventsUrl} style={{ color: look.brand }}>
          your refund requests
        </Link>
        .
      </Text>
    </MailFrame>
  );
}
