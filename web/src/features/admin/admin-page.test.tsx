import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminSections } from '@/components/layout/admin-sections';
import { adminUser, adminHandlers as api, inventoryEvent, paymentHealth, quietAdminPanel } from '@/test/admin';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

beforeEach(() => {
  server.use(...quietAdminPanel());
  server.use(handlers.user(userWithRole('admin')));
});

const figure = (name: string) => screen.getByRole('group', { name });

describe('/admin: the overview', () => {
  it('shows the totals worth a glance, with thousands separators', async () => {
    server.use(
      api.users(() => ({ rows: [adminUser()], total: 1234 })),
      api.eventsWithTickets(() => ({ rows: [inventoryEvent()], total: 56 })),
      api.paymentHealth(() =>
        paymentHealth({
          todayFailures: 3,
          todayAttempts: 1040,
          failureRate: 0.3,
          stuckOrders: { count: 2, ticketsHeld: 5, oldestHoldExpiredAt: null },
        }),
      ),
    );
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(figure('Users')).toHaveTextContent('1,234');
    expect(figure('Live events')).toHaveTextContent('56');
    expect(figure('Failed payments today')).toHaveTextContent('3Normalof 1,040 payment attempts');
    expect(figure('Stuck holds')).toHaveTextContent('2');
  });

  it('has one card per section, each a link saying what the section is for; the spec’s two reports among them', async () => {
    renderApp('/admin');
    const sections = await screen.findByRole('region', { name: 'Sections' });
    const cards = within(sections).getAllByRole('listitem');
    expect(cards).toHaveLength(adminSections.length);
    for (const [i, { path, label, description }] of adminSections.entries()) {
      expect(within(cards[i]).getByRole('link', { name: label })).toHaveAttribute('href', path);
      expect(cards[i]).toHaveTextContent(description);
    }
    expect(within(sections).getByRole('link', { name: 'Manual Ticket Tracker' })).toHaveAttribute(
      'href',
      '/admin/manual-tracker',
    );
    expect(within(sections).getByRole('link', { name: 'Reseller Performance' })).toHaveAttribute(
      'href',
      '/admin/reseller-monitoring',
    );
    // The sections' own contents are on their pages, not here.
    expect(screen.queryByRole('region', { name: 'User Roles' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Audit Log' })).toBeNull();
  });

  it('says when payments need a look, and leads to Payments', async () => {
    server.use(
      api.paymentHealth(() =>
        paymentHealth({
          todayFailures: 51,
          todayAttempts: 100,
          failureRate: 51,
          failureRateHigh: true,
          stuckOrders: { count: 1, ticketsHeld: 3, oldestHoldExpiredAt: '2026-11-21T09:40:00.000Z' },
        }),
      ),
    );
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payments need a look');
    expect(alert).toHaveTextContent("51% of today's payment attempts failed (51 of 100).");
    expect(alert).toHaveTextContent('1 lapsed checkout is still holding 3 tickets.');
    expect(figure('Failed payments today')).toHaveTextContent('High');
    await userEvent.click(within(alert).getByRole('link', { name: 'Open Payments' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
  });

  it('has no alert while payments are healthy', async () => {
    renderApp('/admin');
    await screen.findByRole('region', { name: 'Sections' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a card leads to its section, whose back link returns to the overview', async () => {
    server.use(api.users(() => ({ rows: [adminUser()], total: 1 })));
    renderApp('/admin');
    // The card, in the page's main part (the workspace's sidebar names the section too).
    await userEvent.click(await within(await screen.findByRole('main')).findByRole('link', { name: /^User Roles/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Roles' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Admin Panel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  });
});
