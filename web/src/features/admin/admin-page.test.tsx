import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import type { Role } from '@/features/admin/queries';
import { adminUser, adminHandlers as api, auditEntry, paymentHealth, problem, quietAdminPanel } from '@/test/admin';
import { watchToastRedirects } from '@/test/redirects';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

const me = userWithRole('admin');
const chloe = adminUser();
const daniel = adminUser({ id: 'u_daniel', email: 'daniel@example.com', name: 'Daniel Lim', role: 'organizer' });
const selfRow = adminUser({ id: me.id, email: me.email, name: 'Admin Test', role: 'admin' });
const noEmail = adminUser({ id: 'u_ghost', email: '', name: 'No Mail' });

/** What the admin API was asked, in order. */
let asked: string[];

/** An admin on /admin: figures from `health`, the users `users` (filtered by ?query= like the API). */
function adminPanel({ health = paymentHealth(), users = [selfRow, chloe, daniel, noEmail] } = {}) {
  server.use(...quietAdminPanel());
  server.use(
    handlers.user(me),
    api.paymentHealth(() => {
      asked.push('payment-health');
      return health;
    }),
    api.users((query) => {
      asked.push(`users?${query}`);
      const needle = query.get('query')?.toLowerCase() ?? '';
      return { rows: users.filter((u) => `${u.email} ${u.name}`.toLowerCase().includes(needle)) };
    }),
    api.auditLog((query) => {
      asked.push(`audit-log?${query}`);
      return [auditEntry()];
    }),
  );
}

beforeEach(() => {
  asked = [];
});

const section = (name: string) => screen.findByRole('region', { name });
const rowOf = (email: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(email, { exact: true })) as HTMLElement;

describe('/admin: payment health (a failure rate above 50% is high)', () => {
  it("marks 51% 'High'", async () => {
    adminPanel({
      health: paymentHealth({ todayFailures: 51, todayAttempts: 100, failureRate: 51, failureRateHigh: true }),
    });
    renderApp('/admin');
    const rate = within(await section('Payment Health')).getByRole('group', { name: 'Failure rate' });
    expect(rate).toHaveTextContent('51%');
    expect(within(rate).getByText('High')).toBeVisible();
  });

  it('does not mark 50%', async () => {
    adminPanel({
      health: paymentHealth({ todayFailures: 50, todayAttempts: 100, failureRate: 50, failureRateHigh: false }),
    });
    renderApp('/admin');
    const rate = within(await section('Payment Health')).getByRole('group', { name: 'Failure rate' });
    expect(rate).toHaveTextContent('50%');
    expect(within(rate).queryByText('High')).toBeNull();
  });

  it("shows today's orders and failures, failures by method and decline code, and stuck holds", async () => {
    adminPanel({
      health: paymentHealth({
        todayFailures: 3,
        todayOrders: 41,
        todayAttempts: 40,
        failureRate: 7.5,
        byMethod: [{ method: 'fpx', attempts: 8, failures: 2 }],
        byErrorCode: [{ errorCode: 'card_declined', failures: 3 }],
        stuckOrders: { count: 2, ticketsHeld: 5, oldestHoldExpiredAt: '2026-11-21T09:40:00.000Z' },
      }),
    });
    renderApp('/admin');
    const health = await section('Payment Health');
    expect(within(health).getByRole('group', { name: 'Failed payments today' })).toHaveTextContent('3of 40');
    expect(within(health).getByRole('group', { name: 'Orders today' })).toHaveTextContent('41');
    expect(within(health).getByRole('group', { name: 'Stuck holds' })).toHaveTextContent('25 tickets held');
    expect(within(health).getByRole('table', { name: 'Payment attempts by method today' })).toHaveTextContent('FPX82');
    expect(within(health).getByRole('table', { name: 'Failures by decline code today' })).toHaveTextContent(
      'card_declined3',
    );
  });
});

describe('/admin: the cleanup runs', () => {
  it('Cancel Pending Payments: a confirmation saying what it does, then what it did, Success, and health asked again', async () => {
    adminPanel();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    let runs = 0;
    server.use(
      api.cancelPending(() => {
        runs += 1;
        return { ordersCancelled: 3, stockReleased: 5, intentsCancelled: 2, ordersPaid: 1 };
      }),
    );
    renderApp('/admin');
    const tool = within(await section('Payment Cleanup')).getByRole('group', { name: 'Cancel Pending Payments' });
    await userEvent.click(within(tool).getByRole('button', { name: 'Cancel Pending Payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Pending Payments?' });
    expect(dialog).toHaveTextContent('its tickets returned to stock');
    expect(runs).toBe(0);
    const healthBefore = asked.filter((a) => a === 'payment-health').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));

    const summary = await within(tool).findByRole('status', { name: 'Cancel Pending Payments: last run' });
    expect(summary).toHaveTextContent('Orders released3Tickets back in stock5Payments cancelled2Found paid1');
    expect(runs).toBe(1);
    expect(success).toHaveBeenCalledWith(
      'Success',
      expect.objectContaining({ description: expect.stringContaining('Orders released 3') }),
    );
    expect(asked.filter((a) => a === 'payment-health').length).toBe(healthBefore + 1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Auto-Cancellation: a confirmation, then totalProcessed, ordersCancelled and stripeIntentsCancelled', async () => {
    adminPanel();
    vi.spyOn(toast, 'success').mockResolvedValue();
    server.use(
      api.autoCancel(() => ({ totalProcessed: 4, ordersCancelled: 3, stripeIntentsCancelled: 2, ordersPaid: 1 })),
    );
    renderApp('/admin');
    const tool = within(await section('Payment Cleanup')).getByRole('group', { name: 'Auto-Cancellation' });
    await userEvent.click(within(tool).getByRole('button', { name: 'Auto-Cancellation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-Cancellation?' });
    expect(dialog).toHaveTextContent('Every pending order older than 24 hours will be cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await within(tool).findByRole('status', { name: 'Auto-Cancellation: last run' })).toHaveTextContent(
      'Orders processed4Orders cancelled3Payments cancelled2Found paid1',
    );
  });

  it('Cancel in the dialog runs nothing', async () => {
    adminPanel();
    let runs = 0;
    server.use(
      api.autoCancel(() => {
        runs += 1;
        return { totalProcessed: 0, ordersCancelled: 0, stripeIntentsCancelled: 0, ordersPaid: 0 };
      }),
    );
    renderApp('/admin');
    await userEvent.click(within(await section('Payment Cleanup')).getByRole('button', { name: 'Auto-Cancellation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runs).toBe(0);
  });

  it.each([
    ['Cancel Pending Payments', 'Cancellation Failed', api.cancelPending],
    ['Auto-Cancellation', 'Auto-Cancellation Failed', api.autoCancel],
  ])("%s: a failure toasts '%s' with the server's words, and shows no summary", async (tool, title, handler) => {
    adminPanel();
    const watch = watchToastRedirects();
    server.use(handler(() => problem(403, 'forbidden', 'You need admin access to view this page')));
    renderApp('/admin');
    const card = within(await section('Payment Cleanup')).getByRole('group', { name: tool });
    await userEvent.click(within(card).getByRole('button', { name: tool }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run now' }));
    await vi.waitFor(() => expect(watch.toasts).toHaveLength(1));
    expect(watch.toasts[0]).toMatchObject({ title, description: 'You need admin access to view this page' });
    expect(within(card).queryByRole('status')).toBeNull();
  });
});

describe('/admin: the user role list', () => {
  it("shows the current role as a badge and offers the three others; the admin's own row has none; no e-mail, no row", async () => {
    adminPanel();
    renderApp('/admin');
    await section('User Roles');
    const own = rowOf(me.email);
    expect(own).toHaveTextContent('(you)');
    expect(within(own).queryAllByRole('button')).toHaveLength(0);

    const row = rowOf('daniel@example.com');
    expect(row).toHaveTextContent('Organizer');
    const roles = within(row).getByRole('group', { name: 'Change the role of daniel@example.com' });
    expect(
      within(roles)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Customer', 'Reseller', 'Admin']);
    expect(within(roles).queryByRole('button', { pressed: true })).toBeNull();
    expect(screen.queryByText('No Mail')).toBeNull();
  });

  it('asks first, naming the user and both roles; confirmed, the PATCH, a toast, the list and the audit log asked again', async () => {
    adminPanel();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    const changes: string[] = [];
    server.use(
      api.changeRole((userId, role) => {
        changes.push(`${userId}:${role}`);
        return { ...chloe, role };
      }),
    );
    renderApp('/admin');
    await section('User Roles');
    const usersAsked = asked.filter((a) => a.startsWith('users')).length;
    const auditAsked = asked.filter((a) => a.startsWith('audit-log')).length;
    await userEvent.click(within(rowOf('chloe@example.com')).getByRole('button', { name: 'Organizer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make organizer' });
    expect(dialog).toHaveTextContent('Make Chloe Tan an organizer? They are a customer now.');
    expect(changes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make organizer' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Role changed', { description: 'Chloe Tan is now an organizer.' }),
    );
    expect(changes).toEqual(['u_chloe:organizer']);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked.filter((a) => a.startsWith('users')).length).toBe(usersAsked + 1);
    expect(asked.filter((a) => a.startsWith('audit-log')).length).toBe(auditAsked + 1);
  });

  it('shows the new role even when a search answer that left the server before the change arrives after it', async () => {
    let chloeRole: Role = 'customer';
    let releaseSearch = () => {};
    const searchHeld = new Promise<void>((resolve) => {
      releaseSearch = resolve;
    });
    adminPanel();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    server.use(
      http.get('*/api/admin/users', async ({ request }) => {
        const query = new URL(request.url).searchParams.get('query');
        asked.push(`users?query=${query}`);
        // The rows as the database had them when the request arrived.
        const rows = [selfRow, { ...chloe, role: chloeRole }].filter((u) => !query || u.email.includes(query));
        if (query === 'chloe' && asked.filter((a) => a === 'users?query=chloe').length === 1) await searchHeld;
        return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });
      }),
      api.changeRole((_userId, role) => {
        chloeRole = role;
        return { ...chloe, role };
      }),
    );
    renderApp('/admin');
    const users = await section('User Roles');
    await userEvent.type(within(users).getByRole('searchbox'), 'chloe');
    await vi.waitFor(() => expect(asked).toContain('users?query=chloe'));
    // The unfiltered rows are still on screen while the search is held: the admin changes a role there.
    await userEvent.click(within(rowOf('chloe@example.com')).getByRole('button', { name: 'Organizer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make organizer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make organizer' }));
    // The change is done and the lists on screen refreshed; only then does the old answer arrive.
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    expect(chloeRole).toBe('organizer');
    releaseSearch();
    // The search's rows replace the unfiltered ones (which were refreshed with the change)...
    await vi.waitFor(() => expect(within(users).queryByText(me.email, { exact: true })).toBeNull());
    // ...and they show the role after the change (its badge; no button to make her one), not the held answer's.
    await vi.waitFor(() =>
      expect(within(rowOf('chloe@example.com')).queryByRole('button', { name: 'Organizer' })).toBeNull(),
    );
    expect(rowOf('chloe@example.com')).toHaveTextContent('Organizer');
  });

  it('changes nothing when the question is cancelled', async () => {
    adminPanel();
    const changes: string[] = [];
    server.use(
      api.changeRole((userId, role) => {
        changes.push(`${userId}:${role}`);
        return { ...chloe, role };
      }),
    );
    renderApp('/admin');
    await section('User Roles');
    await userEvent.click(within(rowOf('chloe@example.com')).getByRole('button', { name: 'Reseller' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);
  });

  it("makes an admin only once the user's e-mail is typed", async () => {
    adminPanel();
    const changes: string[] = [];
    server.use(
      api.changeRole((userId, role) => {
        changes.push(`${userId}:${role}`);
        return { ...chloe, role };
      }),
    );
    renderApp('/admin');
    await section('User Roles');
    await userEvent.click(within(rowOf('chloe@example.com')).getByRole('button', { name: 'Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make admin' });
    expect(dialog).toHaveTextContent('Make Chloe Tan an admin? They are a customer now.');
    const confirm = within(dialog).getByRole('button', { name: 'Make admin' });
    expect(confirm).toBeDisabled();
    const email = within(dialog).getByLabelText(/Type chloe@example.com to confirm/);
    await userEvent.type(email, 'chloe@example.co');
    expect(confirm).toBeDisabled();
    await userEvent.type(email, 'm');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(changes).toEqual(['u_chloe:admin']));
  });

  it('shows the refusal (the last admin) in the dialog beside the button, not as a toast', async () => {
    adminPanel();
    const watch = watchToastRedirects();
    server.use(
      api.changeRole(() =>
        problem(409, 'last_admin', 'This is the last admin: make someone else an admin before changing this role.'),
      ),
    );
    renderApp('/admin');
    await section('User Roles');
    await userEvent.click(within(rowOf('chloe@example.com')).getByRole('button', { name: 'Reseller' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make reseller' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is the last admin: make someone else an admin before changing this role.',
    );
    expect(within(dialog).getByRole('button', { name: 'Make reseller' })).toHaveAccessibleDescription(
      'This is the last admin: make someone else an admin before changing this role.',
    );
    expect(watch.toasts).toEqual([]);
  });

  it('searches on the server once typing pauses, and says when nobody matches', async () => {
    adminPanel();
    renderApp('/admin');
    const users = await section('User Roles');
    await userEvent.type(within(users).getByRole('searchbox', { name: 'Search users by e-mail or name...' }), 'DANIEL');
    await vi.waitFor(() => expect(screen.queryByText('chloe@example.com')).toBeNull());
    expect(rowOf('daniel@example.com')).toBeDefined();
    // One request for the whole word, not one per key.
    expect(asked.filter((a) => a.startsWith('users'))).toEqual([
      'users?page=1&pageSize=20',
      'users?query=DANIEL&page=1&pageSize=20',
    ]);
    await userEvent.clear(within(users).getByRole('searchbox'));
    await userEvent.type(within(users).getByRole('searchbox'), 'zz');
    expect(await within(users).findByText('No users found matching "zz"')).toBeInTheDocument();
  });

  it('loads the next page while X-Total-Count says there are more', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      adminUser({ id: `u_${i}`, email: `user${String(i).padStart(2, '0')}@example.com` }),
    );
    adminPanel();
    server.use(
      api.users((query) => {
        const page = Number(query.get('page'));
        asked.push(`users page ${page}`);
        return { rows: many.slice((page - 1) * 20, page * 20), total: many.length };
      }),
    );
    renderApp('/admin');
    const users = await section('User Roles');
    expect(within(users).getByText('Showing 20 of 25 users')).toBeInTheDocument();
    await userEvent.click(within(users).getByRole('button', { name: 'Load more' }));
    expect(await within(users).findByText('Showing 25 of 25 users')).toBeInTheDocument();
    expect(within(users).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked.filter((a) => a.startsWith('users page'))).toEqual(['users page 1', 'users page 2']);
  });
});

describe('/admin: the audit log', () => {
  it('reads each entry in words, with the time in Kuala Lumpur, and filters on the server', async () => {
    adminPanel();
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
    renderApp('/admin');
    const log = await section('Audit Log');
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
    expect(within(log).getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/audit-log.csv?action=event.delete&actor=aminah&target=jazz',
    );
  });
});

describe('/admin: the rest of the page', () => {
  it('links to the manual tracker and reseller monitoring, and has the Manual Ticket Generation form', async () => {
    adminPanel();
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Manual Ticket Tracker' })).toHaveAttribute(
      'href',
      '/admin/manual-tracker',
    );
    expect(screen.getByRole('link', { name: 'Reseller Performance' })).toHaveAttribute(
      'href',
      '/admin/reseller-monitoring',
    );
    expect(
      await within(await section('Manual Ticket Generation')).findByRole('form', { name: 'Generate tickets' }),
    ).toBeInTheDocument();
  });
});
