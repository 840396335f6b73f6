/** @jsxRuntime automatic */
import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatPrice } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted, whenWhere } from '../mail-frame';
import { look } from '../order-confirmation/look';
import type { RefundForMail } from './refund-mail-data';

/** The refund's heading and first line, by why it was given. */
function wordsFor(refund: RefundForMail, locale: Locale) {
  const o = { locale };
  const amount = formatPrice(refund.amountMinor, refund.currency);
  const title = eventTitleIn(refund.event, locale);
  if (refund.cause === 'event_cancelled') {
    return {
      subject: m.mail_refund_cancelled_subject({ title }, o),
      heading: m.mail_refund_cancelled_heading({ title }, o),
      lead: refund.isManual ? m.mail_refund_cancelled_free({}, o) : m.mail_refund_cancelled_paid({ amount }, o),
    };
  }
  if (refund.isManual) {
    return {
      subject: m.mail_refund_free_subject({ title }, o),
      heading: m.mail_refund_free_heading({}, o),
      lead: m.mail_refund_free_lead({}, o),
    };
  }
  return {
    subject: m.mail_refund_subject({ amount, title }, o),
    heading: m.mail_refund_heading({ amount }, o),
    lead: m.mail_refund_lead({ amount, number: refund.number }, o),
  };
}

/** To the buyer, for every refund (a cancellation's among them): how much, why, and when it arrives. */
export function RefundMail({ refund, orderUrl, locale }: { refund: RefundForMail; orderUrl: string; locale: Locale }) {
  const o = { locale };
  const words = wordsFor(refund, locale);
  const fee =
    refund.feeMinor > 0 ? m.mail_refund_fee_included({ fee: formatPrice(refund.feeMinor, refund.currency) }, o) : '';
  return (
    <MailFrame preview={words.subject} heading={words.heading} locale={locale}>
      <Text style={muted}>{whenWhere(refund.event, locale)}</Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {words.lead}
        {refund.isManual ? '' : fee}
      </Text>
      {refund.cause === 'event_cancelled' && refund.event.cancelReason ? (
        <Text style={{ ...cell, marginTop: '12px' }}>
          {m.mail_organizer_words({ words: refund.event.cancelReason }, o)}
        </Text>
      ) : null}
      {refund.cause !== 'event_cancelled' && refund.reason ? (
        <Text style={{ ...cell, marginTop: '12px' }}>{m.mail_reason({ reason: refund.reason }, o)}</Text>
      ) : null}
      {refund.amountMinor > 0 ? <Text style={{ ...cell, marginTop: '12px' }}>{m.mail_refund_how({}, o)}</Text> : null}
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        {m.mail_refund_see_order({}, o)}{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          {m.mail_order_page_link({}, o)}
        </Link>
        .
      </Text>
    </MailFrame>
  );
}

export const refundSubject = (refund: RefundForMail, locale: Locale) => wordsFor(refund, locale).subject;
