import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import type { Role } from '@/features/admin/queries';
import { adminUser, adminHandlers as api, auditEntry, problem, quietAdminPanel } from '@/test/admin';
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

/** An admin on the panel, with the users `users` (filtered by ?query= like the API). */
function adminPanel({ users = [selfRow, chloe, daniel, noEmail] } = {}) {
  server.use(...quietAdminPanel());
  server.use(
    handlers.user(me),
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

/** The role changes the API is asked for ('userId:role'), each answered as Chloe with the new role. */
function recordRoleChanges() {
  const changes: string[] = [];
  server.use(
    api.changeRole((userId, role) => {
      changes.push(`${userId}:${role}`);
      return { ...chloe, role };
    }),
  );
  return changes;
}

const section = (name: string) => screen.findByRole('region', { name });
const rowOf = (email: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(email, { exact: true })) as HTMLElement;

describe('/admin/users: the user role list', () => {
  it("shows the current role as a badge and offers the three others; the admin's own row has none; no e-mail, no row", async () => {
    adminPanel();
    renderApp('/admin/users');
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

  it('asks first, naming the user and both roles; confirmed, the PATCH, a toast, the list asked again', async () => {
    adminPanel();
    const success = vi.spyOn(toast, 'success').mockResolvedValue();
    const changes = recordRoleChanges();
    renderApp('/admin/users');
    await section('User Roles');
    const usersAsked = asked.filter((a) => a.startsWith('users')).length;
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
    renderApp('/admin/users');
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
    const changes = recordRoleChanges();
    renderApp('/admin/users');
    await section('User Roles');
    await userEvent.click(within(rowOf('chloe@example.com')).getByRole('button', { name: 'Reseller' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);
  });

  it("makes an admin only once the user's e-mail is typed", async () => {
    adminPanel();
    const changes = recordRoleChanges();
    renderApp('/admin/users');
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
    renderApp('/admin/users');
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
    renderApp('/admin/users');
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

  it('shows a page of 20 with the range and the total, and pages through the address (Back returns)', async () => {
    const many = Array.from({ length: 1234 }, (_, i) =>
      adminUser({ id: `u_${i}`, email: `user${String(i).padStart(4, '0')}@example.com`, name: `Buyer ${i + 1}` }),
    );
    adminPanel();
    server.use(
      api.users((query) => {
        const page = Number(query.get('page'));
        const size = Number(query.get('pageSize'));
        asked.push(`users page ${page} of ${size}`);
        return { rows: many.slice((page - 1) * size, page * size), total: many.length };
      }),
    );
    const { router } = renderApp('/admin/users');
    const users = await section('User Roles');
    const pages = within(users).getByRole('navigation', { name: 'Pages of users' });
    expect(pages).toHaveTextContent('Showing 1–20 of 1,234 users');
    expect(pages).toHaveTextContent('Page 1 of 62');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(21);

    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await within(users).findByText('Showing 21–40 of 1,234 users')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(rowOf('user0020@example.com')).toHaveTextContent('Buyer 21');
    expect(screen.queryByText('user0019@example.com')).toBeNull();
    expect(asked.filter((a) => a.startsWith('users page'))).toEqual(['users page 1 of 20', 'users page 2 of 20']);

    router.history.back();
    expect(await within(users).findByText('Showing 1–20 of 1,234 users')).toBeInTheDocument();
    expect(rowOf('user0000@example.com')).toBeDefined();
  });

  it('opens on the page and search in the address; the last page has no Next', async () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      adminUser({ id: `u_${i}`, email: `buyer${String(i).padStart(3, '0')}@example.com` }),
    );
    adminPanel();
    server.use(
      api.users((query) => {
        const page = Number(query.get('page'));
        asked.push(`users?${query}`);
        return { rows: many.slice((page - 1) * 20, page * 20), total: many.length };
      }),
    );
    renderApp('/admin/users?query=buyer&page=3');
    const users = await section('User Roles');
    expect(within(users).getByRole('searchbox')).toHaveValue('buyer');
    expect(asked).toEqual(['users?query=buyer&page=3&pageSize=20']);
    const pages = within(users).getByRole('navigation', { name: 'Pages of users' });
    expect(pages).toHaveTextContent('Showing 41–50 of 50 users');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/admin/users?query=buyer&page=2',
    );
  });

  it('a page past the end says so and leads to the first page', async () => {
    adminPanel();
    server.use(api.users((query) => ({ rows: query.get('page') === '1' ? [chloe] : [], total: 1 })));
    renderApp('/admin/users?page=9');
    const users = await section('User Roles');
    expect(within(users).getByText('This page is past the end of the list of users.')).toBeInTheDocument();
    await userEvent.click(within(users).getByRole('link', { name: 'Go to the first page' }));
    expect(await within(users).findByText('Showing 1 of 1 users')).toBeInTheDocument();
  });

  it('a new search starts at its first page, and goes into the address', async () => {
    adminPanel();
    const { router } = renderApp('/admin/users?page=2');
    const users = await section('User Roles');
    await userEvent.type(within(users).getByRole('searchbox'), 'daniel');
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ query: 'daniel' }));
    await vi.waitFor(() => expect(screen.queryByText('chloe@example.com')).toBeNull());
  });
});
