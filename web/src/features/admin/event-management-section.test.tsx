import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { adminHandlers, type InventoryEvent, inventoryEvent, quietAdminPanel } from '@/test/admin';
import { type ManagedEvent, managedEvent } from '@/test/analytics';
import { watchToastRedirects } from '@/test/redirects';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

const jazz = inventoryEvent({ id: 7, title: 'Jazz by the Lake' });
const gala = inventoryEvent({
  id: 8,
  title: 'Harvest Gala',
  location: 'Penang, Malaysia',
  category: 'food',
  isActive: false,
  saleState: 'inactive',
});
const goneAt = '2026-11-20T02:15:00.000Z';
const gone = inventoryEvent({ id: 9, title: 'Cancelled Carnival', deletedAt: goneAt, saleState: 'deleted' });

/** An admin whose panel lists `live` and, under Deleted, `deleted`; each request's query is recorded. */
function adminWith(live: InventoryEvent[], deleted: InventoryEvent[] = []) {
  const asked: URLSearchParams[] = [];
  server.use(...quietAdminPanel());
  server.use(
    handlers.user(userWithRole('admin')),
    adminHandlers.eventsWithTickets((query) => {
      asked.push(query);
      return { rows: query.get('deleted') === 'true' ? deleted : live };
    }),
  );
  return asked;
}

const row = (title: string) =>
  screen.getAllByTestId('admin-event').find((r) => within(r).queryByRole('heading', { name: title })) as HTMLElement;

async function openDeleteDialog(title: string) {
  renderApp('/admin/events');
  await userEvent.click(await screen.findByRole('button', { name: `Delete ${title}` }));
  return screen.getByRole('dialog');
}

describe('Event Management on /admin/events', () => {
  it('lists title, date in Kuala Lumpur, location, category, its sale state (On sale, Inactive), and a View link', async () => {
    adminWith([jazz, gala]);
    renderApp('/admin/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    const first = row('Jazz by the Lake');
    // 11:30 UTC is 7:30 pm in Kuala Lumpur.
    expect(first).toHaveTextContent(/12 Dec 2026.*7:30/);
    expect(first).toHaveTextContent('Kuala Lumpur, Malaysia');
    expect(within(first).getByText('On sale')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Jazz by the Lake' })).toHaveAttribute('href', '/events/7');
    const second = row('Harvest Gala');
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByText('Food')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 events')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('asks the server to search title, location and category, after typing settles', async () => {
    const asked = adminWith([jazz, gala]);
    renderApp('/admin/events');
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search by title, location or category...' }),
      '  Penang ',
    );
    await vi.waitFor(() => expect(asked.at(-1)?.get('query')).toBe('Penang'));
    // One request for the settled text, none per keystroke.
    expect(asked.filter((q) => q.has('query'))).toHaveLength(1);
  });

  it('pages by the address: Next asks for the next page, keeps the filters, and shows the range', async () => {
    const many = Array.from({ length: 30 }, (_, i) => inventoryEvent({ id: 100 + i, title: `Concert ${i + 1}` }));
    const asked: string[] = [];
    server.use(...quietAdminPanel());
    server.use(
      handlers.user(userWithRole('admin')),
      adminHandlers.eventsWithTickets((query) => {
        asked.push(query.toString());
        const page = Number(query.get('page'));
        return { rows: many.slice((page - 1) * 20, page * 20), total: many.length };
      }),
    );
    const { router } = renderApp('/admin/events?query=concert');
    const pages = await screen.findByRole('navigation', { name: 'Pages of events' });
    expect(pages).toHaveTextContent('Showing 1–20 of 30 events');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–30 of 30 events')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Concert 21' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Concert 20' })).toBeNull();
    expect(router.state.location.search).toEqual({ query: 'concert', page: 2 });
    expect(asked).toEqual(['page=1&pageSize=20&query=concert', 'page=2&pageSize=20&query=concert']);
  });

  it('Deleted starts at the first page of deleted events, in the address', async () => {
    adminWith([jazz], [gone]);
    const { router } = renderApp('/admin/events?page=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Deleted' }));
    expect(await screen.findByRole('heading', { name: 'Cancelled Carnival' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ deleted: true });
  });

  it('deletes only after the dialog, which names the event and says what is kept', async () => {
    adminWith([jazz]);
    const deleted: string[] = [];
    const success = vi.spyOn(toast, 'success');
    server.use(
      http.delete('*/api/events/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Event deleted' });
      }),
    );
    const dialog = await openDeleteDialog('Jazz by the Lake');
    expect(dialog).toHaveTextContent('Jazz by the Lake');
    expect(dialog).toHaveTextContent('Its orders and tickets are kept, and it can be restored');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Jazz by the Lake' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Event' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Event Deleted', expect.anything()));
    expect(deleted).toEqual(['7']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Delete Failed' with the server's detail", async () => {
    adminWith([jazz]);
    const watch = watchToastRedirects();
    server.use(
      http.delete('*/api/events/:id', () =>
        HttpResponse.json(
          { status: 404, title: 'Not Found', code: 'not_found', detail: 'Event not found' },
          { status: 404, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const dialog = await openDeleteDialog('Jazz by the Lake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    await vi.waitFor(() =>
      expect(watch.toasts).toMatchObject([{ title: 'Delete Failed', description: 'Event not found' }]),
    );
  });

  it("says 'Delete Failed: Failed to delete event' when the server gave no detail", async () => {
    adminWith([jazz]);
    const watch = watchToastRedirects();
    server.use(http.delete('*/api/events/:id', () => new HttpResponse(null, { status: 502 })));
    const dialog = await openDeleteDialog('Jazz by the Lake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    await vi.waitFor(() =>
      expect(watch.toasts).toMatchObject([{ title: 'Delete Failed', description: 'Failed to delete event' }]),
    );
  });

  it('shows deleted events under Deleted, with when they were deleted and Restore instead of View', async () => {
    const asked = adminWith([jazz], [gone]);
    const restored: string[] = [];
    const success = vi.spyOn(toast, 'success');
    server.use(
      http.post('*/api/admin/events/:id/restore', ({ params }) => {
        restored.push(String(params.id));
        return HttpResponse.json<ManagedEvent>(managedEvent({ id: 9, title: 'Cancelled Carnival' }));
      }),
    );
    renderApp('/admin/events');
    await userEvent.click(await screen.findByRole('button', { name: 'Deleted' }));
    expect(await screen.findByRole('heading', { name: 'Cancelled Carnival' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('deleted')).toBe('true');
    expect(screen.getByRole('button', { name: 'Deleted' })).toHaveAttribute('aria-pressed', 'true');
    const deletedRow = row('Cancelled Carnival');
    // 02:15 UTC is 10:15 am in Kuala Lumpur.
    expect(deletedRow).toHaveTextContent(/Deleted 20 Nov 2026.*10:15/);
    expect(within(deletedRow).queryByRole('link', { name: /View/ })).toBeNull();
    expect(within(deletedRow).queryByRole('button', { name: /Delete/ })).toBeNull();

    await userEvent.click(within(deletedRow).getByRole('button', { name: 'Restore Cancelled Carnival' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Event Restored', expect.anything()));
    expect(restored).toEqual(['9']);
  });

  it('says when nothing is deleted, or nothing matches', async () => {
    adminWith([]);
    renderApp('/admin/events');
    expect(await screen.findByRole('heading', { name: 'No Events Yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deleted' }));
    expect(await screen.findByRole('heading', { name: 'No Deleted Events' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title, location or category...' }), 'zzz');
    expect(await screen.findByText('No deleted events match "zzz".')).toBeInTheDocument();
  });
});
