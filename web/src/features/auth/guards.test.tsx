import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchToastRedirects } from '@/test/redirects';
import { renderApp } from '@/test/render';
import { affiliateStats, resellerHandlers } from '@/test/resellers';
import { handlers, server, userWithRole } from '@/test/server';

const LOGGED_OUT = 'You are logged out. Logging in again...';

/** Opens `path` as `user` and waits for the guard's one toast and redirect. */
async function refusal(path: string, user: ReturnType<typeof userWithRole> | null) {
  server.use(handlers.user(user));
  const watch = watchToastRedirects();
  renderApp(path);
  const { href, after } = await watch.redirect();
  const [{ title, description }] = watch.toasts;
  return { title, description, href, after };
}

describe('guards in the layout routes (toast, then redirect)', () => {
  it("sends a visitor from a signed-in page to /api/login 500 ms after 'Unauthorized', asking for none of its data", async () => {
    // Any data request would fail the test: msw refuses requests it has no handler for.
    const { title, description, href, after } = await refusal('/dashboard?tab=orders', null);
    expect({ title, description }).toEqual({ title: 'Unauthorized', description: LOGGED_OUT });
    expect(href).toBe(`/api/login?returnTo=${encodeURIComponent('/dashboard?tab=orders')}`);
    expect(after).toBeGreaterThanOrEqual(490);
    expect(after).toBeLessThan(1_000);
  });

  it("gives /analytics the 'Access Denied' path when signed out: /api/login after 1 s", async () => {
    const { title, description, href, after } = await refusal('/analytics', null);
    expect({ title, description }).toEqual({ title: 'Access Denied', description: LOGGED_OUT });
    expect(href).toBe('/api/login?returnTo=%2Fanalytics');
    expect(after).toBeGreaterThanOrEqual(990);
  });

  it("asks a visitor at checkout to register: 'Registration Required', /api/login after 2 s", async () => {
    const { title, description, href, after } = await refusal('/checkout?orderId=o1&clientSecret=pi_1_secret_2', null);
    expect(title).toBe('Registration Required');
    expect(description).toBe(
      'Please register or log in before purchasing to minimize payment processing issues and ensure secure ticket delivery.',
    );
    expect(href).toMatch(/^\/api\/login\?returnTo=%2Fcheckout/);
    expect(after).toBeGreaterThanOrEqual(1_990);
  });

  it("turns a customer away from organizer tools with the page's own words, home after 1 s", async () => {
    const { title, description, href, after } = await refusal('/create-event', userWithRole('customer'));
    expect({ title, description, href }).toEqual({
      title: 'Access Denied',
      description: "You don't have permission to create events",
      href: '/',
    });
    expect(after).toBeGreaterThanOrEqual(990);
    expect(after).toBeLessThan(1_600);
  });

  it('gives a staff page its own words (inventory)', async () => {
    expect((await refusal('/inventory', userWithRole('organizer'))).description).toBe(
      'Admin access required for inventory tracking',
    );
  });

  it('uses the default words on a page that gives none (a reseller at a staff page)', async () => {
    expect((await refusal('/admin/manual-tracker', userWithRole('reseller'))).description).toBe(
      "You don't have permission to access this page",
    );
  });

  it('lets a reseller into the affiliate portal (affiliate-links, from the shared permission matrix)', async () => {
    server.use(
      handlers.user(userWithRole('reseller')),
      handlers.events([]),
      resellerHandlers.affiliateCode(),
      resellerHandlers.affiliateStats(() => affiliateStats()),
    );
    renderApp('/reseller/affiliate');
    expect(await screen.findByTestId('affiliate-code')).toHaveTextContent('PNT-7Q2K9XW4DM');
  });
});

describe("the reseller pages' Access Denied page (a page, not a toast)", () => {
  /** Opens `path` as `role`; the page must say `words` and offer the way home, with no toast or redirect. */
  async function deniedPage(path: string, role: Parameters<typeof userWithRole>[0], words: string) {
    server.use(handlers.user(userWithRole(role)));
    const watch = watchToastRedirects();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(watch.toasts).toEqual([]);
    expect(watch.visits).toEqual([]);
  }

  const RESELLER_ONLY = 'You need reseller access to view this page';

  it('refuses an organizer at /reseller (role reseller exactly, though organizers may issue tickets)', async () => {
    await deniedPage('/reseller', 'organizer', RESELLER_ONLY);
  });

  it('refuses an admin and a customer at /reseller/sales-history', async () => {
    await deniedPage('/reseller/sales-history', 'admin', RESELLER_ONLY);
    cleanup();
    await deniedPage('/reseller/sales-history', 'customer', RESELLER_ONLY);
  });

  it('refuses a customer at the affiliate portal in its own words', async () => {
    await deniedPage('/reseller/affiliate', 'customer', 'You need reseller or admin access to view this page');
  });

  it('refuses a reseller at /admin/reseller-monitoring as a page, while other staff pages keep the toast', async () => {
    await deniedPage('/admin/reseller-monitoring', 'reseller', 'You need admin access to view this page');
  });

  it('still sends a visitor from /reseller to /api/login', async () => {
    const { title, href } = await refusal('/reseller', null);
    expect({ title, href }).toEqual({ title: 'Unauthorized', href: '/api/login?returnTo=%2Freseller' });
  });
});
