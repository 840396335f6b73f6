/** @jsxRuntime automatic */
import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatEventDateTime } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted } from '../mail-frame';
import { look } from '../order-confirmation/look';
import type { RefundRequestForMail } from './refund-request-mail-data';

export const refundRequestSubject = (request: RefundRequestForMail, locale: Locale) =>
  m.mail_request_subject({ title: eventTitleIn(request.event, locale), number: request.number }, { locale });

/** To the event's organizer, when a buyer asks under 7 days before the event: the request waits for their answer. */
export function RefundRequestMail({
  request,
  eventsUrl,
  locale,
}: {
  request: RefundRequestForMail;
  eventsUrl: string;
  locale: Locale;
}) {
  const o = { locale };
  const { event } = request;
  return (
    <MailFrame preview={refundRequestSubject(request, locale)} heading={m.mail_request_heading({}, o)} locale={locale}>
      <Text style={muted}>
        {eventTitleIn(event, locale)} · {formatEventDateTime(event.startsAt, event.timeZone, intlLocaleOf(locale))} ·{' '}
        {event.venue}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {m.mail_request_line({ count: request.tickets, name: request.buyerName, number: request.number }, o)}
      </Text>
      <Text style={{ ...cell, marginTop: '12px' }}>{m.mail_request_their_reason({ reason: request.reason }, o)}</Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        {m.mail_request_answer_in({}, o)}{' '}
        <Link href={eventsUrl} style={{ color: look.brand }}>
          {m.mail_request_requests_link({}, o)}
        </Link>
        .
      </Text>
    </MailFrame>
  );
}
