import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { type CurrentUser, eventDetail, eventSummary, handlers, server, ticketType, userWithRole } from '@/test/server';

/**
 * `/api/auth/user` held open until the test answers it: what a page shows meanwhile is what a slow
 * phone shows before the session check comes back.
 */
function heldSession() {
  let answer: (user: CurrentUser | null) => void = () => undefined;
  const answered = new Promise<CurrentUser | null>((resolve) => {
    answer = resolve;
  });
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  server.use(
    http.get('*/api/auth/user', async () => {
      asked();
      const user = await answered;
      return user
        ? HttpResponse.json<CurrentUser>(user)
        : HttpResponse.json({ status: 401, title: 'Unauthorized', detail: 'x' }, { status: 401 });
    }),
  );
  return { answer, wasAsked };
}

describe('public pages paint before the session check answers', () => {
  it('paints the landing page with its events and the Login button while the check is out, and a visitor sees no change when it answers', async () => {
    const session = heldSession();
    server.use(handlers.events([eventSummary({ title: 'Rainforest Music Night' })]));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next night out.' })).toBeInTheDocument();
    expect(await screen.findByText('Rainforest Music Night')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/api/login');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-session', 'checking');
    const page = () => document.body.innerHTML.replace(/data-session="\w+"/, '');
    const before = page();

    session.answer(null);
    await waitFor(() => expect(header).toHaveAttribute('data-session', 'known'));
    expect(page()).toBe(before);
  });

  it("swaps in a signed-in user's home and menu once the check answers with them", async () => {
    const session = heldSession();
    server.use(handlers.events([eventSummary()]));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Find your next night out.' });
    session.answer(userWithRole('organizer', { firstName: 'Aisyah' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back, Aisyah!' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-user')).toHaveTextContent('Aisyah');
  });

  it('paints an event page, the login page and a policy page while the check is out', async () => {
    const session = heldSession();
    server.use(
      handlers.events([eventSummary()]),
      http.get('*/api/events/:id', () =>
        HttpResponse.json(eventDetail([ticketType()], { id: 7, title: 'Lantern Walk' })),
      ),
    );
    const pages: [string, string][] = [
      ['/events/7', 'Lantern Walk'],
      ['/login', 'Welcome back'],
      ['/privacy', 'Privacy Policy'],
    ];
    for (const [path, heading] of pages) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      unmount();
    }
    // The check was asked for, and this test never answers it: each page painted without it.
    await session.wasAsked;
  });

  it('asks a visitor to register on their first Add to Cart, never on arrival, and once per session', async () => {
    const session = heldSession();
    server.use(http.get('*/api/events/:id', () => HttpResponse.json(eventDetail([ticketType()], { id: 7 }))));
    renderApp('/events/7');
    await screen.findByRole('heading', { level: 1, name: 'Jazz by the Lake' });
    await session.wasAsked;
    session.answer(null);
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-session', 'known'));
    // Prices and stock for everyone; no dialog on arrival.
    expect(screen.getByTestId('ticket-type')).toHaveTextContent('RM 80.00');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: General' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Required' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }));
    expect(screen.getByRole('button', { name: 'Cart: 1 ticket' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add one General' }));
    expect(screen.getByRole('button', { name: 'Cart: 2 tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends someone the check finds signed in on from the login page to where they were going', async () => {
    const session = heldSession();
    server.use(handlers.events([]));
    const { router } = renderApp('/login?returnTo=%2Fevents%3Fcategory%3Dmusic');
    await screen.findByRole('heading', { name: 'Welcome back' });
    session.answer(userWithRole('customer'));
    await waitFor(() => expect(router.state.location.href).toBe('/events?category=music'));
  });
});

describe('signed-in pages wait for the session check', () => {
  it('renders no part of a protected page, nor asks for its data, until the check answers', async () => {
    const session = heldSession();
    let ordersAsked = false;
    server.use(
      http.get('*/api/my-orders', () => {
        ordersAsked = true;
        return HttpResponse.json([]);
      }),
    );
    renderApp('/dashboard?tab=orders');
    await session.wasAsked;
    // The router shows the shared pending page (it has gone as far as it can), not the page.
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Dashboard' })).toBeNull();
    expect(ordersAsked).toBe(false);

    session.answer(userWithRole('customer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    expect(ordersAsked).toBe(true);
  });
});
