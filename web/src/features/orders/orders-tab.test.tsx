import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { watchToastRedirects } from '@/test/redirects';
import { renderPage } from '@/test/render';
import { handlers, order, server } from '@/test/server';
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
