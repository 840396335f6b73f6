import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '@/lib/page-language';
import { problem } from '@/test/admin';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole, walletTicket } from '@/test/server';

const event = { id: 1, title: 'Sooner Jazz', dateTime: new Date(Date.now() + 5 * 86_400_000).toISOString() };

const refused = () => problem(404, 'recipient_not_found', 'No Pentas account uses that e-mail address.');

async function openTransfer(
  answer: () => Response = refused,
  names = { button: /Transfer/, dialog: 'Transfer Ticket' },
) {
  server.use(
    handlers.user(userWithRole('customer')),
    handlers.tickets([walletTicket({}, event)]),
    handlers.ticketQr(),
    http.post('/api/tickets/:id/transfer', answer),
  );
  renderApp('/dashboard?tab=tickets');
  await userEvent.click(await screen.findByRole('button', { name: names.button }));
  return screen.getByRole('dialog', { name: names.dialog });
}

afterEach(() => setPageLanguage('en'));

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

  it("says it was done in the page's language, whatever language the server's answer is in", async () => {
    setPageLanguage('ms');
    const dialog = await openTransfer(() => Response.json({ message: 'Ticket transferred to chloe@example.com' }), {
      button: /Pindahkan/,
      dialog: 'Pindahkan Tiket',
    });
    await userEvent.type(within(dialog).getByRole('textbox'), 'chloe@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan' }));
    expect(await screen.findByText('Tiket dipindahkan kepada chloe@example.com')).toBeVisible();
    expect(screen.queryByText('Ticket transferred to chloe@example.com')).toBeNull();
  });
});
