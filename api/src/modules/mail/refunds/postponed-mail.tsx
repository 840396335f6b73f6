/** @jsxRuntime automatic */
import { formatEventDate, formatEventDateTime } from '@pentas/openapi';
import { formatPolicyDay, POSTPONEMENT_WINDOW_DAYS, postponementLastDay } from '@pentas/openapi/refund-policy';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted } from '../mail-frame';
import { look } from '../order-confirmation/look';

export interface PostponedForMail {
  event: { title: string; venue: string; location: string; timeZone: string };
  from: string | null;
  to: string;
  postponedAt: string;
  message: string | null;
  number: string;
}

export const postponedSubject = (p: PostponedForMail) =>
  `${p.event.title} is postponed to ${formatEventDate(p.to, p.event.timeZone)}`;

/** To a buyer with a paid order: the new date, the old one, and the 30 days in which they may ask for their money back. */
export function PostponedMail({ postponed, orderUrl }: { postponed: PostponedForMail; orderUrl: string }) {
  const zone = postponed.event.timeZone;
  // The window's last day as the buyer's refund counts it (refund-policy.ts): the event's calendar.
  const until = postponementLastDay(postponed.postponedAt, zone);
  return (
    <MailFrame preview={postponedSubject(postponed)} heading={`${postponed.event.title} is postponed`}>
      <Text style={muted}>
        {postponed.event.venue}, {postponed.event.location}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        The event is now on <strong>{formatEventDateTime(postponed.to, zone)}</strong>
        {postponed.from ? ` (it was on ${formatEventDateTime(postponed.from, zone)})` : ''}. Your tickets of order{' '}
        {postponed.number} stay valid for the new date: there is nothing to do to keep them.
      </Text>
      {postponed.message ? (
        <Text style={{ ...cell, marginTop: '12px' }}>The organizer's words: “{postponed.message}”</Text>
      ) : null}
      <Text style={{ ...cell, marginTop: '12px' }}>
        If the new date does not suit you, you may ask for a full refund, service fee included, until{' '}
        {until ? formatPolicyDay(until, zone) : ''} ({POSTPONEMENT_WINDOW_DAYS} days from this announcement).
      </Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        Ask for it on{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          your order's page
        </Link>
        .
      </Text>
    </MailFrame>
  );
}
