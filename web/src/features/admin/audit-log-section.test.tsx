import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers as api, auditEntry, quietAdminPanel } from '@/test/admin';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

/** What the audit log was asked, in order. */
let asked: string[];

beforeEach(() => {
  asked = [];
  server.use(...quietAdminPanel());
  server.use(handlers.user(userWithRole('admin')));
});

const section = (name: string) => screen.findByRole('region', { name });

describe('/admin/audit-log', () => {
  it('reads each entry in words, with the time in Kuala Lumpur, and filters on the server', async () => {
    server.use(
      api.auditLog((query) => {
        asked.push(`audit-log?${query}`);
        return [
          auditEntry(),
          auditEntry({
            id: 2,
            action: 'ticket_type.update',
            targetType: 'ticket_type',
            targetId: '31',
            person: null,
            event: { id: 7, title: 'Jazz by the Lake', currency: 'MYR', timeZone: 'Asia/Kuala_Lumpur', deleted: false },
            ticketType: { id: 31, name: 'VIP' },
            before: { eventId: 7, priceMinor: 5000, salesEnd: null },
            after: { priceMinor: 6000, salesEnd: '2026-12-12T11:30:00.000Z' },
          }),
        ];
      }),
    );
    const { router } = renderApp('/admin/audit-log');
    const log = await section('Audit Log');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const [first, second] = within(log).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Aminah changed Chloe Tan from customer to organizer');
    expect(first).toHaveTextContent('21 Nov 2026, 6:00 pm');
    expect(second).toHaveTextContent('Aminah changed the ticket type VIP of Jazz by the Lake');
    expect(second).toHaveTextContent('Price: RM 50.00 → RM 60.00');
    expect(second).toHaveTextContent('Sales end: none → Sat, 12 Dec 2026, 7:30 pm');
    expect(within(second).getByRole('link', { name: 'Jazz by the Lake' })).toHaveAttribute('href', '/events/7/edit');

    await userEvent.selectOptions(within(log).getByLabelText('Action'), 'Event deleted');
    await userEvent.type(within(log).getByLabelText('Who'), 'aminah');
    await userEvent.type(within(log).getByLabelText('Concerning'), 'jazz');
    await vi.waitFor(() =>
      expect(asked).toContain('audit-log?action=event.delete&actor=aminah&target=jazz&page=1&pageSize=20'),
    );
    // The filters live in the address: a reload or a shared link shows the same entries.
    expect(router.state.location.search).toEqual({ action: 'event.delete', actor: 'aminah', target: 'jazz' });
    expect(within(log).getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/audit-log.csv?action=event.delete&actor=aminah&target=jazz',
    );
  });

  it('opens on the filters and page in the address, leaving out what the API would refuse', async () => {
    server.use(
      api.auditLog((query) => {
        asked.push(`audit-log?${query}`);
        return [auditEntry()];
      }),
    );
    renderApp('/admin/audit-log?action=nonsense&actor=aminah&dateFrom=2026-11-01&dateTo=2026-02-30&page=2');
    const log = await section('Audit Log');
    expect(asked).toEqual(['audit-log?actor=aminah&dateFrom=2026-11-01&page=2&pageSize=20']);
    expect(within(log).getByLabelText('Who')).toHaveValue('aminah');
    expect(within(log).getByLabelText('Action')).toHaveValue('');
  });

  it('pages through the log: the next page is asked for, the range and total shown', async () => {
    const entries = Array.from({ length: 35 }, (_, i) => auditEntry({ id: 35 - i }));
    server.use(
      api.auditLog((query) => {
        const page = Number(query.get('page'));
        asked.push(`audit-log page ${page}`);
        return entries.slice((page - 1) * 20, page * 20);
      }, entries.length),
    );
    const { router } = renderApp('/admin/audit-log');
    const log = await section('Audit Log');
    const pages = within(log).getByRole('navigation', { name: 'Pages of entries' });
    expect(pages).toHaveTextContent('Showing 1–20 of 35 entries');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await within(log).findByText('Showing 21–35 of 35 entries')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(within(log).getAllByRole('row')).toHaveLength(16);
    expect(asked).toEqual(['audit-log page 1', 'audit-log page 2']);
  });
});
