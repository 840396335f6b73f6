/** @jsxRuntime automatic */
// The runtime named here: tsx reads the tsconfig of the directory it is started from (the root), not api/.
import type { Locale } from '@pentas/i18n';
import { Body, Button, Container, Head, Heading, Html, Preview, Text } from '@react-email/components';
import { look } from '../order-confirmation/look';

const cell = { fontSize: '14px', lineHeight: '20px', color: look.text, margin: '0 0 12px' } as const;
const muted = { ...cell, color: look.muted } as const;

/** An account mail: a heading, a few lines and at most one button (its link also written out). */
export function AccountMail(props: {
  /** The reader's language (decision 77). */
  locale: Locale;
  preview: string;
  heading: string;
  lines: string[];
  action?: { label: string; url: string };
  notes: string[];
}) {
  return (
    <Html lang={props.locale}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: look.page, fontFamily: look.font, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: look.card, maxWidth: '560px', padding: '24px', borderRadius: '8px' }}>
          <Text style={{ ...cell, color: look.brand, fontWeight: 700, fontSize: '16px' }}>Pentas</Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: look.text, margin: '16px 0 12px' }}>
            {props.heading}
          </Heading>
          {props.lines.map((line) => (
            <Text key={line} style={cell}>
              {line}
            </Text>
          ))}
          {props.action ? (
            <Button
              href={props.action.url}
              style={{
                backgroundColor: look.brand,
                color: '#ffffff',
                borderRadius: '6px',
                padding: '12px 20px',
                fontSize: '14px',
                fontWeight: 600,
              }}
            >
              {props.action.label}
            </Button>
          ) : null}
          {props.notes.map((note) => (
            <Text key={note} style={{ ...muted, marginTop: '16px' }}>
              {note}
            </Text>
          ))}
          {props.action ? <Text style={muted}>{props.action.url}</Text> : null}
        </Container>
      </Body>
    </Html>
  );
}
