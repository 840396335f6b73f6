import { support } from '@/lib/support';
import type { PolicySection } from './static-page';

const contact = (promise: string) => (
  <p>
    Write to{' '}
    <a className="text-primary underline" href={`mailto:${support.email}`}>
      {support.email}
    </a>{' '}
    or message us on WhatsApp at {support.whatsapp} ({support.hours}, Malaysia time). We answer {promise}.
  </p>
);

export const privacy: { intro: string; sections: PolicySection[] } = {
  intro: 'This policy explains what Pentas collects when you browse, buy or sell tickets, and what we do with it.',
  sections: [
    {
      heading: 'Data we collect',
      body: (
        <ul>
          <li>Account details: your name, e-mail address and password (stored only as a salted hash).</li>
          <li>Orders and tickets: what you bought, when, and the ticket holder's name and e-mail.</li>
          <li>Payment references from our payment provider. We never see or store your full card number.</li>
          <li>Technical data: your IP address and browser type, kept in our logs to keep the service secure.</li>
        </ul>
      ),
    },
    {
      heading: 'How we use it',
      body: (
        <ul>
          <li>To issue, deliver, transfer and check in your tickets.</li>
          <li>To process payments and refunds, and to prevent fraud.</li>
          <li>To tell you about changes to events you hold tickets for.</li>
        </ul>
      ),
    },
    {
      heading: 'Sharing',
      body: (
        <p>
          The organizer of an event you attend receives the ticket holder's name and e-mail for admission. Our payment
          provider receives what it needs to take your payment. We do not sell personal data.
        </p>
      ),
    },
    {
      heading: 'Security',
      body: (
        <p>
          Traffic is encrypted, sessions use secure http-only cookies, QR codes are signed so they cannot be forged, and
          access to personal data is limited to staff who need it.
        </p>
      ),
    },
    {
      heading: 'Your rights',
      body: (
        <p>
          Under Malaysia's Personal Data Protection Act 2010 you may ask for a copy of your data, ask us to correct it,
          or ask us to delete your account (tickets for past events are kept as financial records).
        </p>
      ),
    },
    { heading: 'Contact', body: contact('privacy questions within 48 hours') },
  ],
};

export const terms: { intro: string; sections: PolicySection[] } = {
  intro: 'These terms apply whenever you use Pentas to browse events, buy tickets or sell them.',
  sections: [
    {
      heading: 'Acceptance',
      body: <p>By creating an account or buying a ticket you accept these terms and our Privacy Policy.</p>,
    },
    {
      heading: 'License',
      body: (
        <p>
          We grant you a personal, non-transferable right to use Pentas. You may not copy, resell access to, or disrupt
          the service.
        </p>
      ),
    },
    {
      heading: 'Ticket purchases',
      body: (
        <ul>
          <li>Prices are shown in the event's currency, with the service fee and the all-in total before you pay.</li>
          <li>Tickets are held for you for a short time while you pay; unpaid holds are released.</li>
          <li>Each order may contain at most 10 tickets of each type.</li>
        </ul>
      ),
    },
    {
      heading: 'Attendance',
      body: (
        <ul>
          <li>Each QR code admits one person, once. Arrive 30 minutes early.</li>
          <li>Transfers through Pentas are permanent and immediate; the old code stops working.</li>
          <li>Organizers may refuse entry in line with the venue's rules.</li>
        </ul>
      ),
    },
    {
      heading: 'Account responsibilities',
      body: (
        <p>
          Keep your password secret and your details accurate. You are responsible for what happens under your account.
        </p>
      ),
    },
    {
      heading: 'Liability',
      body: (
        <p>
          Events are run by their organizers. Pentas is responsible for selling and delivering your tickets, not for the
          event itself; our liability is limited to the amount you paid us, as far as the law allows.
        </p>
      ),
    },
    { heading: 'Contact', body: contact('questions about these terms within 48 hours') },
  ],
};

export const refunds: { intro: string; sections: PolicySection[] } = {
  intro: 'When you can get your money back, how much, and how long it takes.',
  sections: [
    {
      heading: 'If the organizer cancels',
      body: <p>You get a full refund, including fees, within 5-10 business days. You do not need to ask.</p>,
    },
    {
      heading: 'If the event is postponed',
      body: (
        <p>
          Your ticket stays valid for the new date. If you cannot attend, request a refund within 30 days of the
          postponement announcement.
        </p>
      ),
    },
    {
      heading: 'If you cannot attend',
      body: (
        <ul>
          <li>More than 30 days before the event: a full refund minus processing fees.</li>
          <li>7-30 days before the event: a 75% refund.</li>
          <li>Less than 7 days before the event: no refund, barring exceptional circumstances.</li>
        </ul>
      ),
    },
    {
      heading: 'How to ask',
      body: (
        <p>
          Open your order (Dashboard, then Orders) and choose "Request a refund". You pick the tickets and see the exact
          amount before you confirm; the processing fee kept is the service fee you paid at checkout. From 7 days before
          the event, the refund is made at once. Closer to the event, your request and your reason go to the organizer,
          who answers it; you see its state on your order. Complimentary tickets are cancelled, not refunded.
        </p>
      ),
    },
    {
      heading: 'How long it takes',
      body: (
        <p>
          We process refund requests in 3-5 business days; your bank may take a further 5-10 business days to show the
          money.
        </p>
      ),
    },
    { heading: 'Contact', body: contact('refund requests within 24 hours') },
  ],
};

export const safety: { intro: string; sections: PolicySection[] } = {
  intro: 'Stay safe at events and online.',
  sections: [
    {
      heading: 'At the event',
      body: (
        <ul>
          <li>Arrive 30 minutes early and keep your QR code ready; each code is single use.</li>
          <li>Agree on a meeting point with your group, and know where the exits and first aid are.</li>
          <li>Drink water, and look out for the people around you.</li>
        </ul>
      ),
    },
    {
      heading: 'Buying safely',
      body: (
        <ul>
          <li>Buy only on Pentas or from organizers' official pages. Tickets sold on social media may be copies.</li>
          <li>
            Use the official transfer in your dashboard to pass a ticket on: it re-issues the code so nobody else can
            use it.
          </li>
          <li>Never share your QR code publicly.</li>
        </ul>
      ),
    },
    {
      heading: 'Emergencies',
      body: (
        <p>
          In an emergency call <strong>{support.emergency}</strong> and follow the venue staff's instructions.
        </p>
      ),
    },
    { heading: 'Report a security issue', body: contact('security issues within 1 hour') },
  ],
};
