import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole, walletTicket } from '@/test/server';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('a ticket whose event was deleted', () => {
  it('says Event cancelled, never a green Active, and offers no code or transfer', async () => {
    server.use(
      handlers.user(userWithRole('customer')),
      handlers.tickets([walletTicket({}, { id: 7, title: 'Called Off Fair', dateTime: inDays(3), cancelled: true })]),
      handlers.ticketQr(),
    );
    renderApp('/dashboard?tab=tickets');
    const card = await screen.findByTestId('ticket');
    expect(within(card).getByText('Event cancelled')).toBeInTheDocument();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(within(card).queryByRole('button', { name: /Show ticket code|full screen/i })).toBeNull();
    expect(within(card).getByRole('button', { name: /Download QR/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: /Transfer/ })).toBeDisabled();
  });
});
