import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { handlers, server } from '@/test/server';

describe('the logo', () => {
  it('offers to replace it once a pointer reaches it (its code is not loaded before)', async () => {
    server.use(handlers.user(null), handlers.events([]));
    renderApp('/');
    const home = (await screen.findAllByRole('link', { name: 'Pentas home' }))[0];
    expect(screen.queryByRole('button', { name: 'Replace logo with an image from this device' })).toBeNull();
    await userEvent.hover(home);
    expect(
      await screen.findByRole('button', { name: 'Replace logo with an image from this device' }),
    ).toBeInTheDocument();
  });

  it('and once keyboard focus reaches it', async () => {
    server.use(handlers.user(null), handlers.events([]));
    renderApp('/');
    const home = (await screen.findAllByRole('link', { name: 'Pentas home' }))[0];
    home.focus();
    expect(
      await screen.findByRole('button', { name: 'Replace logo with an image from this device' }),
    ).toBeInTheDocument();
  });
});
