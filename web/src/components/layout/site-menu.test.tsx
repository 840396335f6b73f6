import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';
import { SiteHeader } from './site-header';

async function openMenu(role: Parameters<typeof userWithRole>[0] | null, path = '/') {
  server.use(handlers.user(role ? userWithRole(role) : null));
  await renderPage(() => <SiteHeader />, path);
  await screen.findByRole('banner');
  await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-session', 'known'));
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { user, button, dialog };
}

describe('the menu below lg', () => {
  it('opens as a dialog with the workspace, moves focus into it, and Esc closes it and gives focus back', async () => {
    const { user, button, dialog } = await openMenu('organizer');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const workspace = within(dialog).getByRole('navigation', { name: 'Workspace' });
    expect(within(workspace).getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/create-event');
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/settings');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('starts on the page one is on, and keeps Tab inside', async () => {
    const { user, dialog } = await openMenu('admin', '/inventory');
    expect(within(dialog).getByRole('link', { name: 'Inventory' })).toHaveFocus();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    close.focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes from its scrim and from Close', async () => {
    const { user, button } = await openMenu('reseller');
    await user.click(screen.getByTestId('menu-scrim'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('holds no tools for a customer: the site’s links and the account only', async () => {
    const { dialog } = await openMenu('customer');
    expect(within(dialog).queryByRole('navigation', { name: 'Workspace' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.textContent?.trim()),
    ).toEqual(['Home', 'Events', 'Dashboard', 'Account settings', 'Logout']);
  });
});
