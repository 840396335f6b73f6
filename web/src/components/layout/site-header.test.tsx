import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';
import { SiteHeader } from './site-header';

async function navFor(user: ReturnType<typeof userWithRole> | null) {
  server.use(handlers.user(user));
  await renderPage(() => <SiteHeader />);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  if (user) await screen.findByTestId('nav-user');
  else await screen.findAllByRole('link', { name: 'Login' });
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent);
}

describe('shared navigation', () => {
  it('shows visitors Browse Events, Login and Sign Up to /api/login', async () => {
    expect(await navFor(null)).toEqual(['Browse Events']);
    for (const link of screen.getAllByRole('link', { name: /^(Login|Sign Up)$/ })) {
      expect(link).toHaveAttribute('href', '/api/login');
    }
  });

  it('gives a customer Home and Events, no role badge, a Dashboard link and logout to /api/logout', async () => {
    expect(await navFor(userWithRole('customer', { firstName: 'Chloe' }))).toEqual(['Home', 'Events']);
    expect(screen.getByTestId('nav-user')).toHaveTextContent('Chloe');
    expect(screen.queryByTestId('role-badge')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByRole('link', { name: /Logout/ })[0]).toHaveAttribute('href', '/api/logout');
  });

  it('keeps the header to Home and Events for every role, with the role badge: tools are in the workspace', async () => {
    expect(await navFor(userWithRole('organizer'))).toEqual(['Home', 'Events']);
    const badge = screen.getAllByTestId('role-badge')[0];
    expect(badge).toHaveTextContent('ORGANIZER');
    expect(badge.className).toContain('emerald');
  });

  it('gives an admin the ADMIN badge and a reseller a blue one, the header still Home and Events', async () => {
    expect(await navFor(userWithRole('admin'))).toEqual(['Home', 'Events']);
    expect(screen.getAllByTestId('role-badge')[0]).toHaveTextContent('ADMIN');
  });

  it('gives a reseller a blue badge', async () => {
    expect(await navFor(userWithRole('reseller'))).toEqual(['Home', 'Events']);
    expect(screen.getAllByTestId('role-badge')[0].className).toContain('sky');
  });

  it('shows the e-mail when the user has no first name', async () => {
    await navFor(userWithRole('customer', { firstName: null, email: 'anon@pentas.test' }));
    expect(screen.getByTestId('nav-user')).toHaveTextContent('anon@pentas.test');
  });
});
