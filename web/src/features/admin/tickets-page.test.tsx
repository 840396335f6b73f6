import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietAdminPanel } from '@/test/admin';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

beforeEach(() => {
  server.use(...quietAdminPanel());
  server.use(handlers.user(userWithRole('admin')));
});

describe('/admin/tickets', () => {
  it('has the Manual Ticket Generation form and the box office allocations, under the page heading', async () => {
    renderApp('/admin/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manual Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    const generation = await screen.findByRole('region', { name: 'Manual Ticket Generation' });
    expect(await within(generation).findByRole('form', { name: 'Generate tickets' })).toBeInTheDocument();
    const boxOffice = screen.getByRole('region', { name: 'Box office allocations' });
    expect(await within(boxOffice).findByRole('form', { name: 'Grant an allocation' })).toBeInTheDocument();
  });

  it("the reason's placeholder is in words before a user is chosen, not a {placeholder}", async () => {
    renderApp('/admin/tickets');
    const generation = await screen.findByRole('region', { name: 'Manual Ticket Generation' });
    const reason = await within(generation).findByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('placeholder', 'Manual generation for the user chosen above');
  });
});
