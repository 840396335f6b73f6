/** @jsxRuntime automatic */
import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted, TicketQr, whenWhere } from '../mail-frame';
import { look } from '../order-confirmation/look';
import type { TicketForMail } from './ticket-mail-data';

export const ticketReceivedSubject = (ticket: TicketForMail, locale: Locale) =>
  m.mail_received_subject({ title: eventTitleIn(ticket.event, locale) }, { locale });

export const transferSentSubject = (ticket: TicketForMail, locale: Locale) =>
  m.mail_sent_subject({ title: eventTitleIn(ticket.event, locale) }, { locale });

/** To a transfer's recipient: the ticket is theirs now, its QR inline and a one-page PDF attached. */
export function TicketReceivedMail({
  ticket,
  walletUrl,
  locale,
}: {
  ticket: TicketForMail;
  walletUrl: string;
  locale: Locale;
}) {
  const o = { locale };
  const type = ticket.ticketType;
  return (
    <MailFrame
      preview={ticketReceivedSubject(ticket, locale)}
      heading={m.mail_received_heading({ title: eventTitleIn(ticket.event, locale) }, o)}
      locale={locale}
    >
      <Text style={muted}>{whenWhere(ticket.event, locale)}</Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {ticket.fromName
          ? m.mail_received_from({ name: ticket.fromName, type }, o)
          : m.mail_received_anonymous({ type }, o)}
      </Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      {ticket.qrTickets.map((qr) => (
        <TicketQr key={qr.id} ticket={qr} locale={locale} />
      ))}
      {ticket.qrTickets.length === 0 ? <Text style={muted}>{m.mail_received_unusable({}, o)}</Text> : null}
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        {m.mail_received_also_in({}, o)}{' '}
        <Link href={walletUrl} style={{ color: look.brand }}>
          {m.mail_received_wallet_link({}, o)}
        </Link>
        .
      </Text>
    </MailFrame>
  );
}

/** To a transfer's sender: the confirmation that the ticket went, and to whom. */
export function TransferSentMail({ ticket, locale }: { ticket: TicketForMail; locale: Locale }) {
  const o = { locale };
  const to =
    ticket.toName && ticket.toEmail ? `${ticket.toName} (${ticket.toEmail})` : m.mail_sent_its_recipient({}, o);
  return (
    <MailFrame preview={transferSentSubject(ticket, locale)} heading={m.mail_sent_heading({}, o)} locale={locale}>
      <Text style={muted}>
        {eventTitleIn(ticket.event, locale)} · {whenWhere(ticket.event, locale)}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {m.mail_sent_line({ type: ticket.ticketType, number: ticket.number, to }, o)}
      </Text>
    </MailFrame>
  );
}
