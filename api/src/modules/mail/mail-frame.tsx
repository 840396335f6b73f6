/** @jsxRuntime automatic */
import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { formatEventDateTime } from '@pentas/openapi';
import { Body, Container, Head, Heading, Html, Img, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { look } from './order-confirmation/look';

export const cell = { fontSize: '14px', lineHeight: '20px', color: look.text, margin: 0 } as const;
export const muted = { ...cell, color: look.muted } as const;

/** An event's line under a mail's heading, on the event's clock: 'Sat, 29 Nov 2026, 7:00 pm · Venue, Location'. */
export const whenWhere = (
  event: { startsAt: string; timeZone: string; venue: string; location: string },
  locale: Locale,
) => `${formatEventDateTime(event.startsAt, event.timeZone, intlLocaleOf(locale))} · ${event.venue}, ${event.location}`;

/**
 * The page every ticket mail sits on (the order confirmation's look): brand line, heading, then the body.
 * `locale`: the language the mail is written in, its recipient's.
 */
export function MailFrame({
  preview,
  heading,
  locale,
  children,
}: {
  preview: string;
  heading: string;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: look.page, fontFamily: look.font, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: look.card, maxWidth: '560px', padding: '24px', borderRadius: '8px' }}>
          <Text style={{ ...cell, color: look.brand, fontWeight: 700, fontSize: '16px' }}>Pentas</Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: look.text, margin: '16px 0 4px' }}>
            {heading}
          </Heading>
          {children}
        </Container>
      </Body>
    </Html>
  );
}

/** A ticket's QR code, inline by cid (never fetched from a server), with its type and holder. */
export function TicketQr({
  ticket,
  locale,
}: {
  ticket: { cid: string; ticketType: string; holderName: string };
  locale: Locale;
}) {
  return (
    <Section style={{ padding: '8px 0', textAlign: 'center' }}>
      <Img
        src={`cid:${ticket.cid}`}
        width="200"
        height="200"
        alt={m.mail_qr_alt({ type: ticket.ticketType }, { locale })}
        style={{ margin: '0 auto' }}
      />
      <Text style={{ ...cell, fontWeight: 600 }}>{ticket.ticketType}</Text>
      <Text style={muted}>{ticket.holderName}</Text>
    </Section>
  );
}
