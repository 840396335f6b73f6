/** @jsxRuntime automatic */
import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { cell, MailFrame, muted, TicketQr, whenWhere } from '../mail-frame';
import { look } from '../order-confirmation/look';
import type { OrderForMail } from '../order-confirmation/order-mail-data';

export const boxOfficeSubject = (order: OrderForMail, locale: Locale) =>
  m.mail_box_subject({ title: eventTitleIn(order.event, locale) }, { locale });

/** To whom the box office issued tickets: no payment to confirm, only the tickets (QR inline, PDF attached). */
export function BoxOfficeTicketsMail({
  order,
  orderUrl,
  locale,
}: {
  order: OrderForMail;
  orderUrl: string;
  locale: Locale;
}) {
  const o = { locale };
  const { event } = order;
  const subject = boxOfficeSubject(order, locale);
  return (
    <MailFrame preview={subject} heading={subject} locale={locale}>
      <Text style={muted}>{whenWhere(event, locale)}</Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {m.mail_box_line({ count: order.qrTickets.length, name: order.buyer.name, number: order.number }, o)}
      </Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      {order.qrTickets.map((ticket) => (
        <TicketQr key={ticket.id} ticket={ticket} locale={locale} />
      ))}
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        {m.mail_box_also_on({}, o)}{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          {m.mail_order_page_link({}, o)}
        </Link>
        .
      </Text>
    </MailFrame>
  );
}
