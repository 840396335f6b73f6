import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { problem } from '@/test/admin';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole, walletTicket } from '@/test/server';

const event = { id: 1, title: 'Sooner Jazz', dateTime: new Date(Date.now() + 5 * 86_400_000).toISOString() };

async function openTransfer() {
  server.use(
    handlers.user(userWithRole('customer')),
    handlers.tickets([walletTicket({}, event)]),
    handlers.ticketQr(),
    http.post('/api/tickets/:id/transfer', () =>
      problem(404, 'recipient_not_found', 'No Pentas account uses that e-mail address.'),
    ),
  );
  renderApp('/dashboard?tab=tickets');
  await userEvent.click(await screen.findByRole('button', { name: /Transfer/ }));
  return screen.getByRole('dialog', { name: 'Transfer Ticket' });
}

describe('the ticket transfer form', () => {
  it('says beside the field what is wrong with the e-mail, before asking the server', async () => {
    const dialog = await openTransfer();
    const field = within(dialog).getByLabelText("Recipient's email");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter the e-mail address of their Pentas account/);
    await userEvent.type(field, 'chloe.example.com');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(field).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(field).toHaveFocus();
  });

  it("shows the server's refusal beside the field, not in a toast, and keeps what was typed", async () => {
    const dialog = await openTransfer();
    const field = within(dialog).getByLabelText("Recipient's email");
    await userEvent.type(field, 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('No Pentas account uses that e-mail address.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/No Pentas account uses that e-mail address/);
    expect(field).toHaveValue('nobody@example.com');
    expect(screen.queryByText('Transfer Failed')).toBeNull();
  });
});
