import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole, walletTicket } from '@/test/server';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const customer = userWithRole('customer', { firstName: 'Nurul', lastName: 'Huda' });

const later = { id: 2, title: 'Later Gala', dateTime: inDays(40) };
const sooner = { id: 1, title: 'Sooner Jazz', dateTime: inDays(5) };
const over = { id: 3, title: 'Old Fair', dateTime: inDays(-30) };

/** As the API lists them: the newest event first. */
const listed = [
  walletTicket({ complimentary: true, price: null, ticketType: { id: 9, name: 'VIP', description: null } }, later),
  walletTicket({}, sooner),
  walletTicket(
    { status: 'transferred', transferredTo: { email: 'c•••@pentas.test', at: '2026-11-25T17:30:00.000Z' } },
    sooner,
  ),
  walletTicket({ status: 'checked_in' }, over),
  walletTicket({}, over),
];

const codeOf = (id: string) => `data:image/png;base64,${btoa(`code-of-${id}`)}`;

describe('the ticket wallet', () => {
  it('groups tickets by event, the next first, folds past events away, and tells each ticket apart', async () => {
    server.use(handlers.user(customer), handlers.tickets(listed), handlers.ticketQr());
    renderApp('/dashboard?tab=tickets');
    const groups = await screen.findAllByTestId('wallet-event');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Sooner Jazz',
      'Later Gala',
      'Old Fair',
    ]);
    const past = screen.getByText('Past events (1)').closest('details');
    expect(past).not.toHaveAttribute('open');
    expect(past).toContainElement(groups[2]);
    // A past event's tickets are a record: no code, nothing to download or give.
    expect(within(groups[2]).getAllByTestId('ticket')).toHaveLength(2);
    expect(within(groups[2]).queryByRole('button')).toBeNull();
    expect(within(groups[2]).queryByTestId('ticket-qr')).toBeNull();

    const [bought, given] = within(groups[0]).getAllByTestId('ticket');
    expect(bought).toHaveTextContent('Ticket 1 of 2');
    expect(bought).toHaveTextContent('RM 80.00');
    expect(bought).toHaveTextContent('Nurul Huda');
    expect(given).toHaveTextContent('Ticket 2 of 2');
    expect(given).toHaveTextContent('Transferred to c•••@pentas.test on Thu, 26 Nov 2026');
    const comp = within(groups[1]).getByTestId('ticket');
    expect(comp).toHaveTextContent('Complimentary');
    expect(comp).not.toHaveTextContent('RM');
    // The code shows on the card of an active ticket only.
    expect(await within(bought).findByTestId('ticket-qr')).toHaveAttribute('src', codeOf(listed[1].id));
    expect(within(given).queryByTestId('ticket-qr')).toBeNull();
  });

  it('opens a code full screen with the event, date, type and holder, and closes on Escape', async () => {
    server.use(handlers.user(customer), handlers.tickets(listed), handlers.ticketQr());
    renderApp('/dashboard?tab=tickets');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the QR code of VIP, ticket 1 of 1, full screen' }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Later Gala' });
    expect(within(shown).getByRole('img', { name: 'QR code of your VIP ticket' })).toHaveAttribute(
      'src',
      codeOf(listed[0].id),
    );
    expect(shown).toHaveTextContent('VIP · Ticket 1 of 1');
    expect(shown).toHaveTextContent('Nurul Huda');
    expect(shown).toHaveTextContent(/\w{3}, \d{1,2} \w{3} 20\d\d · \d{1,2}:\d\d [ap]m/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from this device without a network: the user, the list and the codes it has shown', async () => {
    server.use(handlers.user(customer), handlers.tickets(listed), handlers.ticketQr());
    const online = renderApp('/dashboard?tab=tickets');
    const [first] = await screen.findAllByTestId('ticket');
    expect(await within(first).findByTestId('ticket-qr')).toHaveAttribute('src', codeOf(listed[1].id));
    online.unmount();

    server.use(
      http.get('*/api/auth/user', () => HttpResponse.error()),
      http.get('*/api/my-tickets', () => HttpResponse.error()),
      http.get('*/api/tickets/:id/qr', () => HttpResponse.error()),
    );
    renderApp('/dashboard?tab=tickets');
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline.');
    const [again] = await screen.findAllByTestId('ticket');
    expect(within(again).getByTestId('ticket-qr')).toHaveAttribute('src', codeOf(listed[1].id));
    expect(again).toHaveTextContent('Nurul Huda');
  });

  it('forgets what it kept once nobody is signed in', async () => {
    server.use(handlers.user(customer), handlers.tickets(listed), handlers.ticketQr());
    const online = renderApp('/dashboard?tab=tickets');
    await within((await screen.findAllByTestId('ticket'))[0]).findByTestId('ticket-qr');
    online.unmount();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('wallet:'))).not.toEqual([]);

    server.use(handlers.user(null), handlers.events([]));
    renderApp('/');
    await expect.poll(() => Object.keys(localStorage).filter((k) => k.startsWith('wallet:'))).toEqual([]);
  });

  it("says 'No tickets yet' with the way to events", async () => {
    server.use(handlers.user(customer), handlers.tickets([]));
    renderApp('/dashboard?tab=tickets');
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
  });
});
