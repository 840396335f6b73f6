/** @jsxRuntime automatic */
import { formatEventDateTime, formatPrice } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted } from '../mail-frame';
import { look } from '../order-confirmation/look';
import type { RefundForMail } from './refund-mail-data';

/** The refund's heading and first line, by why it was given. */
function wordsFor(refund: RefundForMail) {
  const amount = formatPrice(refund.amountMinor, refund.currency);
  const title = refund.event.title;
  if (refund.cause === 'event_cancelled') {
    return {
      subject: `${title} is cancelled: your tickets are refunded`,
      heading: `${title} is cancelled`,
      lead: refund.isManual
        ? 'The organizer has cancelled this event. Your complimentary tickets are cancelled and can no longer be used.'
        : `The organizer has cancelled this event. We are refunding everything you paid, ${amount}, and your tickets can no longer be used.`,
    };
  }
  if (refund.isManual) {
    return {
      subject: `Your tickets for ${title} are cancelled`,
      heading: 'Tickets cancelled',
      lead: 'Your tickets are cancelled and can no longer be used: nothing was paid for them, so there is nothing to refund.',
    };
  }
  return {
    subject: `Your refund of ${amount} for ${title}`,
    heading: `Refund of ${amount}`,
    lead: `We are refunding ${amount} for order ${refund.number}.`,
  };
}

/** To the buyer, for every refund (a cancellation's among them): how much, why, and when it arrives. */
export function RefundMail({ refund, orderUrl }: { refund: RefundForMail; orderUrl: string }) {
  const words = wordsFor(refund);
  const fee =
    refund.feeMinor > 0 ? ` It includes the service fee of ${formatPrice(refund.feeMinor, refund.currency)}.` : '';
  return (
    <MailFrame preview={words.subject} heading={words.heading}>
      <Text style={muted}>
        {formatEventDateTime(refund.event.startsAt, refund.event.timeZone)} · {refund.event.venue},{' '}
        {refund.event.location}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {words.lead}
        {refund.isManual ? '' : fee}
      </Text>
      {refund.cause === 'event_cancelled' && refund.event.cancelReason ? (
        <Text style={{ ...cell, marginTop: '12px' }}>The organizer's words: “{refund.event.cancelReason}”</Text>
      ) : null}
      {refund.cause !== 'event_cancelled' && refund.reason ? (
        <Text style={{ ...cell, marginTop: '12px' }}>Reason: {refund.reason}</Text>
      ) : null}
      {refund.amountMinor > 0 ? (
        <Text style={{ ...cell, marginTop: '12px' }}>
          The money goes back the way you paid. Card refunds usually show within 5 to 10 working days; FPX and GrabPay
          refunds go back to your bank or wallet.
        </Text>
      ) : null}
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        See the order and its refunds on{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          your order's page
        </Link>
        .
      </Text>
    </MailFrame>
  );
}

export const refundSubject = (refund: RefundForMail) => wordsFor(refund).subject;
