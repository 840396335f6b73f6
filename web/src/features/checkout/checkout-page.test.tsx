import type { components } from '@pentas/openapi';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { handlers, order, server } from '@/test/server';
import { CheckoutPage } from './checkout-page';

type PaymentOutcome = components['schemas']['PaymentOutcome'];

const pending = order();

const succeeded: PaymentOutcome = {
  paymentStatus: 'succeeded',
  errorCode: null,
  orderStatus: 'completed',
  message: null,
};

async function openCheckout(demoConfirm: () => Promise<Response> | Response) {
  server.use(
    handlers.orders([pending]),
    http.get('*/api/stripe/config', () => HttpResponse.json({ publishableKey: null, provider: 'demo' })),
    http.post('*/api/demo-payments/:id/confirm', demoConfirm),
    http.post('*/api/confirm-payment', () => HttpResponse.json<PaymentOutcome>(succeeded)),
  );
  const page = await renderPage(
    () => <CheckoutPage orderId={pending.id} clientSecret="pi_demo_1_secret_2" returnedFromProvider={false} />,
    '/checkout',
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay RM 164.80' }));
  return page;
}

describe('checkout page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("states the refund terms beside the total, with the days on the event's calendar", async () => {
    vi.setSystemTime(new Date('2026-11-01T04:00:00.000Z'));
    await openCheckout(() => HttpResponse.json<PaymentOutcome>(succeeded));
    expect(screen.getByTestId('refund-terms')).toHaveTextContent(
      "Can't go? Ask for a refund: the ticket price less the service fee until Wed, 11 Nov 2026; 75% of it until Sat, 5 Dec 2026; none after that.",
    );
  });

  it('warns after 30 s when the payment is still processing', async () => {
    await openCheckout(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.queryByText(/taking longer than expected\. Please check/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(
      screen.getByText('Payment is taking longer than expected. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it("goes to the order's page 3 s after a successful payment (decisions.md item 35)", async () => {
    const { router } = await openCheckout(() =>
      HttpResponse.json<PaymentOutcome>({ ...succeeded, orderStatus: 'pending' }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', `/orders/${pending.id}`);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(router.state.location.pathname).toBe('/checkout');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.pathname).toBe(`/orders/${pending.id}`);
  });
});
