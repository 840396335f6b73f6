import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchToastRedirects } from '@/test/redirects';
import { renderPage } from '@/test/render';
import { handlers, type Order, order, server } from '@/test/server';
import { OrdersTab } from './orders-tab';

describe('dashboard orders tab', () => {
  it('shows the short id, status words, items and the total with the fee', async () => {
    server.use(
      handlers.orders([
        order({}),
        order({
          id: 'ffff0000-8f1e-4a56-9a4f-7d5f6c1f4f3a',
          status: 'completed',
          currency: 'IDR',
          totalAmount: '700000.00',
          serviceFee: '21000.00',
        }),
      ]),
    );
    await renderPage(() => <OrdersTab />);
    const [pending, completed] = await screen.findAllByTestId('order');
    expect(within(pending).getByText('#0b9c1f0e')).toBeInTheDocument();
    expect(within(pending).getByText('Payment not completed')).toBeInTheDocument();
    expect(within(pending).getByText(/2 × General Admission/)).toBeInTheDocument();
    expect(within(pending).getByTestId('order-total')).toHaveTextContent('RM 164.80');
    expect(within(completed).getByText('Tickets generated')).toBeInTheDocument();
    expect(within(completed).getByTestId('order-total')).toHaveTextContent('Rp 721,000');
    expect(within(completed).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('asks before deleting, then deletes', async () => {
    let deleted = '';
    server.use(
      handlers.orders([order({})]),
      http.delete('*/api/orders/:id', ({ params }) => {
        deleted = String(params.id);
        return HttpResponse.json({ message: 'Order deleted' });
      }),
    );
    await renderPage(() => <OrdersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete order 0b9c1f0e' }));
    expect(
      screen.getByText('Are you sure you want to delete this order? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => deleted).toBe('0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a');
  });

  it("logs in again when the session was lost: 'Unauthorized', then /api/login after 500 ms", async () => {
    const watch = watchToastRedirects();
    server.use(
      handlers.orders([order({})]),
      http.delete('*/api/orders/:id', () =>
        HttpResponse.json({ status: 401, code: 'unauthorized', detail: 'Signed out.' }, { status: 401 }),
      ),
    );
    await renderPage(() => <OrdersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete order 0b9c1f0e' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const { href, after } = await watch.redirect();
    expect(watch.toasts.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
    ]);
    expect(href).toBe('/api/login');
    expect(after).toBeGreaterThanOrEqual(490);
    expect(after).toBeLessThan(1_000);
  });

  it('says what to do when there are no orders', async () => {
    server.use(handlers.orders([]));
    await renderPage(() => <OrdersTab />);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
  });
});

describe('a pending order in the orders tab', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-21T10:00:00.000Z') }));
  afterEach(() => vi.useRealTimers());

  const live = (overrides: Partial<Order> = {}) => order({ expiresAt: '2026-11-21T10:14:30.000Z', ...overrides });

  it("counts down its hold and 'Complete payment' reopens its own checkout", async () => {
    let resumed = '';
    server.use(
      handlers.orders([live()]),
      http.post('*/api/orders/:id/resume', ({ params }) => {
        resumed = String(params.id);
        return HttpResponse.json({
          orderId: String(params.id),
          clientSecret: 'pi_demo_1_secret_2',
          expiresAt: '2026-11-21T10:14:30.000Z',
        });
      }),
    );
    const { router } = await renderPage(() => <OrdersTab />, '/dashboard?tab=orders');
    const row = await screen.findByTestId('order');
    expect(within(row).getByTestId('hold-countdown')).toHaveTextContent('14:30');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(within(row).getByTestId('hold-countdown')).toHaveTextContent('14:28');
    expect(within(row).getByText('15 minutes left to complete payment.')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(row).getByRole('button', { name: 'Complete payment for order 0b9c1f0e' }));
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toEqual({ orderId: live().id, clientSecret: 'pi_demo_1_secret_2' });
    expect(resumed).toBe(live().id);
  });

  it('offers to start again once the hold has expired, and says so', async () => {
    server.use(handlers.orders([live({ expiresAt: '2026-11-21T09:59:00.000Z' })]));
    await renderPage(() => <OrdersTab />);
    const row = await screen.findByTestId('order');
    expect(
      within(row).getByText('The hold on these tickets has expired.', { selector: '[aria-live]' }),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Complete payment/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Start again with the same tickets' })).toBeEnabled();
    // It can still be deleted.
    expect(within(row).getByRole('button', { name: 'Delete order 0b9c1f0e' })).toBeInTheDocument();
  });

  it("says a hold the server found lapsed ('Hold Expired'), and names an order started again", async () => {
    const watch = watchToastRedirects();
    server.use(
      handlers.orders([
        live(),
        order({
          id: 'aaaa0000-8f1e-4a56-9a4f-7d5f6c1f4f3a',
          status: 'cancelled',
          failureReason: 'The checkout hold expired.',
          startedAgainAs: '1c9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3b',
        }),
      ]),
      http.post('*/api/orders/:id/resume', () =>
        HttpResponse.json(
          { status: 409, code: 'hold_expired', title: 'Conflict', detail: 'The hold on these tickets has expired.' },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    await renderPage(() => <OrdersTab />);
    const [pending, cancelled] = await screen.findAllByTestId('order');
    expect(within(cancelled).getByText('Started again as #1c9c1f0e')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /Start again/ })).toBeNull();
    await userEvent.click(within(pending).getByRole('button', { name: /^Complete payment/ }));
    await expect.poll(() => watch.toasts.map((t) => t.title)).toEqual(['Hold Expired']);
    expect(watch.toasts[0].description).toBe('The hold on these tickets has expired.');
  });
});
