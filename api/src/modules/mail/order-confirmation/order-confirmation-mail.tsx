/** @jsxRuntime automatic */
// The runtime named here: tsx reads the tsconfig of the directory it is started from (the root), not api/.
import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatPrice } from '@pentas/openapi';
import { paidWithWords, referenceLabel } from '@pentas/openapi/payment-words';
import { Column, Hr, Link, Row, Text } from '@react-email/components';
import { cell, MailFrame, muted, TicketQr, whenWhere } from '../mail-frame';
import { look } from './look';
import type { OrderForMail } from './order-mail-data';

// A long payment reference wraps instead of widening the mail on a phone.
const figure = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' } as const;

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700 } : {};
  return (
    <Row>
      <Column style={{ ...muted, ...weight, padding: '4px 0' }}>{label}</Column>
      <Column style={{ ...figure, ...weight, padding: '4px 0' }}>{value}</Column>
    </Row>
  );
}

/**
 * The order confirmation (issue 28): the order as its page shows it, each ticket's QR code (inline
 * images by cid, never fetched from a server), and word of the attached PDF tickets and calendar file;
 * in the buyer's language (decision 77).
 */
export function OrderConfirmationMail({
  order,
  orderUrl,
  locale,
}: {
  order: OrderForMail;
  orderUrl: string;
  locale: Locale;
}) {
  const { event } = order;
  const title = eventTitleIn(event, locale);
  const o = { locale };
  return (
    <MailFrame
      locale={locale}
      preview={m.mail_order_preview({ title, number: order.number }, o)}
      heading={m.mail_order_heading({ title }, o)}
    >
      <Text style={muted}>{whenWhere(event, locale)}</Text>
      <Text style={{ ...cell, marginTop: '16px' }}>{m.mail_order_thanks({ name: order.buyer.name }, o)}</Text>

      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Line label={m.order_label({}, o)} value={order.number} />
      {order.lines.map((line) => (
        <Line
          key={line.ticketType}
          label={`${line.quantity} × ${line.ticketType}`}
          value={formatPrice(line.amount, order.currency)}
        />
      ))}
      <Line label={m.order_service_fee({}, o)} value={formatPrice(order.serviceFee, order.currency)} />
      <Line label={m.order_total_paid({}, o)} value={formatPrice(order.total, order.currency)} strong />
      {order.payment ? (
        <>
          <Line label={m.order_paid_with({}, o)} value={paidWithWords(order.payment, locale)} />
          <Line label={referenceLabel(order.payment, locale)} value={order.payment.reference} />
        </>
      ) : (
        <Line label={m.order_payment({}, o)} value={m.order_payment_none({}, o)} />
      )}

      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      {order.qrTickets.map((ticket) => (
        <TicketQr key={ticket.id} ticket={ticket} locale={locale} />
      ))}

      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        {m.mail_order_also_on({}, o)}{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          {m.mail_order_page_link({}, o)}
        </Link>
        {m.mail_order_times({ title, zone: event.timeZone }, o)}
      </Text>
    </MailFrame>
  );
}
