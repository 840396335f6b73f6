import type { components } from '@pentas/openapi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietAdminPanel } from '@/test/admin';
import { issuableEvent, manualTicketHandlers } from '@/test/manual-tickets';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

type Allocation = components['schemas']['Allocation'];

const aisyah: Allocation = {
  id: 5,
  eventId: 12,
  eventTitle: 'Malaysia Jazz Night',
  ticketTypeId: 31,
  ticketTypeName: 'General Admission',
  currency: 'MYR',
  price: '80.00',
  resellerId: 'u_aisyah',
  resellerEmail: 'aisyah@example.com',
  resellerName: 'Aisyah Rahman',
  granted: 1500,
  issued: 12,
  left: 1488,
};

/** The problem the API answers, as problem+json. */
const problem = (status: number, code: string, detail: string) =>
  HttpResponse.json({ type: 'about:blank', title: 'Error', status, code, detail }, { status });

beforeEach(() => {
  server.use(...quietAdminPanel());
  server.use(
    handlers.user(userWithRole('admin')),
    manualTicketHandlers.options([issuableEvent()]),
    manualTicketHandlers.allocations([aisyah]),
  );
});

const grantForm = () => screen.findByRole('form', { name: 'Grant an allocation' });

describe('box office allocations', () => {
  it('Change fills the form with the allocation and says what the reseller has now', async () => {
    renderApp('/admin/tickets');
    const row = (await screen.findByRole('list', { name: 'Allocations' })).querySelector('li') as HTMLElement;
    expect(within(row).getByTestId('allocation-figures')).toHaveTextContent('12 issued of 1,500 · 1,488 left');
    await userEvent.click(within(row).getByRole('button', { name: 'Change' }));
    const form = await grantForm();
    expect(within(form).getByRole('combobox', { name: 'Event' })).toHaveValue('12');
    expect(within(form).getByRole('combobox', { name: 'Ticket type' })).toHaveValue('31');
    expect(within(form).getByRole('textbox', { name: "Reseller's email" })).toHaveValue('aisyah@example.com');
    const quantity = within(form).getByRole('textbox', { name: 'Tickets they may issue in all' });
    expect(quantity).toHaveValue('1500');
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAccessibleDescription(/They have 1,500 now, 12 issued/);
  });

  it('Revoke unused asks first, naming what is taken back and what stays owed; Cancel revokes nothing', async () => {
    const revoked: string[] = [];
    server.use(
      http.post('*/api/box-office/allocations/:id/revoke', ({ params }) => {
        revoked.push(String(params.id));
        return HttpResponse.json({ ...aisyah, granted: 12, left: 0 });
      }),
    );
    renderApp('/admin/tickets');
    const list = await screen.findByRole('list', { name: 'Allocations' });
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke unused' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke unused tickets' });
    expect(dialog).toHaveTextContent('Take back the 1,488 General Admission tickets aisyah@example.com has not issued');
    expect(dialog).toHaveTextContent('The 12 already issued stay issued and owed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revoked).toEqual([]);

    await userEvent.click(within(list).getByRole('button', { name: 'Revoke unused' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke unused tickets' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke unused' }));
    await expect.poll(() => revoked).toEqual(['5']);
  });

  it("puts the server's refusals beside the field they are about", async () => {
    let answer = problem(404, 'not_found', 'Ticket type not found for this event.');
    server.use(http.put('*/api/box-office/allocations', () => answer));
    renderApp('/admin/tickets');
    const form = await grantForm();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Event' }), '12');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Ticket type' }), '31');
    await userEvent.type(within(form).getByRole('textbox', { name: "Reseller's email" }), 'farid@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save allocation' }));
    expect(await within(form).findByText('Ticket type not found for this event.')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Ticket type' })).toHaveAttribute('aria-invalid', 'true');

    answer = problem(404, 'not_found', 'Event not found.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save allocation' }));
    expect(await within(form).findByText('Event not found.')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Event' })).toHaveAttribute('aria-invalid', 'true');

    answer = problem(409, 'allocation_below_issued', 'They have already issued 12 tickets from it.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save allocation' }));
    expect(await within(form).findByText('They have already issued 12 tickets from it.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Tickets they may issue in all' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
