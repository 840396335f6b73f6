/** @jsxRuntime automatic */
import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatEventDate, formatEventDateTime } from '@pentas/openapi';
import { formatPolicyDay, POSTPONEMENT_WINDOW_DAYS, postponementLastDay } from '@pentas/openapi/refund-policy';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted } from '../mail-frame';
import { look } from '../order-confirmation/look';

export interface PostponedForMail {
  event: { title: string; titleMs: string | null; venue: string; location: string; timeZone: string };
  from: string | null;
  to: string;
  postponedAt: string;
  message: string | null;
  number: string;
}

export const postponedSubject = (p: PostponedForMail, locale: Locale) =>
  m.mail_postponed_subject(
    { title: eventTitleIn(p.event, locale), date: formatEventDate(p.to, p.event.timeZone, intlLocaleOf(locale)) },
    { locale },
  );

/** To a buyer with a paid order: the new date, the old one, and the 30 days in which they may ask for their money back. */
export function PostponedMail({
  postponed,
  orderUrl,
  locale,
}: {
  postponed: PostponedForMail;
  orderUrl: string;
  locale: Locale;
}) {
  const o = { locale };
  const intl = intlLocaleOf(locale);
  const zone = postponed.event.timeZone;
  // The window's last day as the buyer's refund counts it (refund-policy.ts): the event's calendar.
  const until = postponementLastDay(postponed.postponedAt, zone);
  const title = eventTitleIn(postponed.event, locale);
  return (
    <MailFrame
      preview={postponedSubject(postponed, locale)}
      heading={m.mail_postponed_heading({ title }, o)}
      locale={locale}
    >
      <Text style={muted}>
        {postponed.event.venue}, {postponed.event.location}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {m.mail_postponed_now_on({}, o)} <strong>{formatEventDateTime(postponed.to, zone, intl)}</strong>
        {postponed.from ? m.mail_postponed_was_on({ when: formatEventDateTime(postponed.from, zone, intl) }, o) : ''}
        {m.mail_postponed_still_valid({ number: postponed.number }, o)}
      </Text>
      {postponed.message ? (
        <Text style={{ ...cell, marginTop: '12px' }}>{m.mail_organizer_words({ words: postponed.message }, o)}</Text>
      ) : null}
      <Text style={{ ...cell, marginTop: '12px' }}>
        {m.mail_postponed_refund_until(
          { day: until ? formatPolicyDay(until, zone, intl) : '', days: POSTPONEMENT_WINDOW_DAYS },
          o,
        )}
      </Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        {m.mail_postponed_ask_on({}, o)}{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          {m.mail_order_page_link({}, o)}
        </Link>
        .
      </Text>
    </MailFrame>
  );
}
