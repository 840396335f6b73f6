/** @jsxRuntime automatic */
// The runtime named here: tsx reads the tsconfig of the directory it is started from (the root), not api/.
import { Body, Button, Container, Head, Heading, Html, Preview, Text } from '@react-email/components';
import { look } from '../order-confirmation/look';

const cell = { fontSize: '14px', lineHeight: '20px', color: look.text, margin: '0 0 12px' } as const;
const muted = { ...cell, color: look.muted } as const;

/** The forgot-password mail: one link, good for 30 minutes and once, and what to do if it was not you. */
export function PasswordResetMail({ name, resetUrl }: { name: string; resetUrl: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>Set a new password for your Pentas account</Preview>
      <Body style={{ backgroundColor: look.page, fontFamily: look.font, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: look.card, maxWidth: '560px', padding: '24px', borderRadius: '8px' }}>
          <Text style={{ ...cell, color: look.brand, fontWeight: 700, fontSize: '16px' }}>Pentas</Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: look.text, margin: '16px 0 12px' }}>
            Set a new password
          </Heading>
          <Text style={cell}>Hi {name}, someone asked to reset the password of your Pentas account.</Text>
          <Button
            href={resetUrl}
            style={{
              backgroundColor: look.brand,
              color: '#ffffff',
              borderRadius: '6px',
              padding: '12px 20px',
              fontSize: '14px',
              fontWeight: 600,
            }}
          >
            Choose a new password
          </Button>
          <Text style={{ ...muted, marginTop: '16px' }}>
            The link works once and for 30 minutes. Setting a new password signs you out everywhere else.
          </Text>
          <Text style={muted}>If you didn't ask, ignore this mail: your password stays as it is.</Text>
          <Text style={muted}>{resetUrl}</Text>
        </Container>
      </Body>
    </Html>
  );
}
