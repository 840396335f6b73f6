import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyticsHandlers, managedEvent } from '@/test/analytics';
import { renderApp, renderPage } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';
import { WorkspaceLinks } from './workspace-links';
import { workspaceFor } from './workspace-nav';

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

/** The dashboard as the whole app renders it for `role`: its workspace (if any) and its tabs. */
async function dashboardOf(role: Parameters<typeof userWithRole>[0], path = '/dashboard') {
  server.use(
    handlers.user(userWithRole(role)),
    handlers.tickets([]),
    handlers.orders([]),
    analyticsHandlers.myEvents([managedEvent({ title: 'Jazz by the Lake' })]),
  );
  renderApp(path);
  await screen.findByRole('heading', { name: 'My Dashboard' });
  return {
    workspace: screen.queryByRole('navigation', { name: 'Workspace' }),
    tabs: screen.getAllByRole('tab').map((t) => t.textContent),
    selected: screen.getByRole('tab', { selected: true }).textContent,
  };
}

describe('each role’s workspace', () => {
  it('gives an organizer their events, create event, analytics, refund requests, box office and the affiliate portal, and opens the dashboard on their events', async () => {
    const { workspace, tabs, selected } = await dashboardOf('organizer');
    expect(linkNames(workspace as HTMLElement)).toEqual([
      'Manage Events',
      'Create Event',
      'Analytics',
      'Refund Requests',
      'Box Office',
      'Affiliate Portal',
    ]);
    expect(within(workspace as HTMLElement).getByRole('link', { name: 'Box Office' })).toHaveAttribute(
      'href',
      '/event-data#box-office',
    );
    expect(tabs).toEqual(['Events', 'Tickets', 'Orders', 'Guide']);
    expect(selected).toBe('Events');
    expect(await screen.findByText('Jazz by the Lake')).toBeInTheDocument();
  });

  it('gives a reseller the overview, the sell form, sales history and the affiliate portal; no Events tab', async () => {
    const { workspace, tabs, selected } = await dashboardOf('reseller');
    expect(linkNames(workspace as HTMLElement)).toEqual([
      'Reseller Dashboard',
      'Sell Tickets',
      'Sales History',
      'Affiliate Portal',
    ]);
    expect(within(workspace as HTMLElement).getByRole('link', { name: 'Sell Tickets' })).toHaveAttribute(
      'href',
      '/reseller#sell-tickets',
    );
    expect(tabs).toEqual(['Tickets', 'Orders', 'Guide']);
    expect(selected).toBe('Tickets');
  });

  it('gives an admin the panel and each of its sections, inventory, the door and QR test, then the event tools', async () => {
    const { workspace } = await dashboardOf('admin');
    const groups = within(workspace as HTMLElement).getAllByRole('list');
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ),
    ).toEqual([
      [
        'Admin',
        'User Roles',
        'Event Management',
        'Payments',
        'Manual Tickets',
        'Audit Log',
        'Mail',
        'Manual Ticket Tracker',
        'Reseller Performance',
        'Inventory',
        'Scanner',
        'QR Test',
      ],
      ['Manage Events', 'Create Event', 'Analytics', 'Refund Requests'],
    ]);
    expect(within(workspace as HTMLElement).getByRole('link', { name: 'Inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    expect(within(workspace as HTMLElement).getByRole('link', { name: 'QR Test' })).toHaveAttribute('href', '/qr-test');
  });

  it('shows a customer no workspace and no Events tab, even when the address asks for it', async () => {
    const { workspace, tabs, selected } = await dashboardOf('customer', '/dashboard?tab=events');
    expect(workspace).toBeNull();
    expect(tabs).toEqual(['Tickets', 'Orders', 'Guide']);
    expect(selected).toBe('Tickets');
    expect(screen.queryByText(/Organizers see and manage/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Event' })).toBeNull();
  });
});

describe('the current tool', () => {
  const current = async (role: Parameters<typeof userWithRole>[0], path: string) => {
    await renderPage(() => <WorkspaceLinks groups={workspaceFor(userWithRole(role))} />, path);
    const nav = screen.getByRole('navigation', { name: 'Workspace' });
    return within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page')
      .map((a) => a.textContent);
  };

  it.each([
    ['organizer', '/manage-events', 'Manage Events'],
    ['organizer', '/event-data', 'Box Office'],
    ['organizer', '/refund-requests', 'Refund Requests'],
    ['organizer', '/reseller/affiliate', 'Affiliate Portal'],
    ['reseller', '/reseller', 'Reseller Dashboard'],
    ['reseller', '/reseller#sell-tickets', 'Sell Tickets'],
    ['reseller', '/reseller/affiliate', 'Affiliate Portal'],
    ['admin', '/admin', 'Admin'],
    ['admin', '/admin/manual-tracker', 'Manual Ticket Tracker'],
    ['admin', '/qr-test', 'QR Test'],
  ] as const)('marks only the %s’s page at %s: %s', async (role, path, label) => {
    expect(await current(role, path)).toEqual([label]);
  });

  it('marks nothing on a page that is no tool', async () => {
    expect(await current('organizer', '/dashboard')).toEqual([]);
  });
});
