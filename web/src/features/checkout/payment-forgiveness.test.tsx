import type { components } from '@pentas/openapi';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { handlers, order, server } from '@/test/server';
import { CheckoutPage } from './checkout-page';

type PaymentOutcome = components['schemas']['PaymentOutcome'];
type DemoPaymentRequest = components['schemas']['DemoPaymentRequest'];

/** Stripe's React bindings, standing in for Stripe.js: how often the Elements provider mounts and goes. */
const stripe = vi.hoisted(() => ({
  mounts: 0,
  unmounts: 0,
  confirmPayment: (() => Promise.resolve({})) as (...args: unknown[]) => Promise<unknown>,
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve({}) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => {
    useEffect(() => {
      stripe.mounts += 1;
      return () => {
        stripe.unmounts += 1;
      };
    }, []);
    return children;
  },
  // The element keeps what is typed in it for as long as it is mounted, as Stripe's iframe does.
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    useEffect(() => onReady(), [onReady]);
    return <input aria-label="Stripe card number" />;
  },
  useStripe: () => ({ confirmPayment: (...args: unknown[]) => stripe.confirmPayment(...args) }),
  useElements: () => ({}),
}));

const declined: PaymentOutcome = {
  paymentStatus: 'requires_payment_method',
  errorCode: 'card_declined',
  orderStatus: 'pending',
  message: null,
};
const succeeded: PaymentOutcome = {
  paymentStatus: 'succeeded',
  errorCode: null,
  orderStatus: 'completed',
  message: null,
};

async function openCheckout(pending = order(), provider: 'demo' | 'stripe' = 'demo') {
  server.use(
    handlers.orders([pending]),
    http.get('*/api/stripe/config', () =>
      HttpResponse.json({ publishableKey: provider === 'stripe' ? 'pk_test_1' : null, provider }),
    ),
    http.post('*/api/confirm-payment', () => HttpResponse.json<PaymentOutcome>(succeeded)),
  );
  const page = await renderPage(
    () => <CheckoutPage orderId={pending.id} clientSecret="pi_demo_1_secret_2" returnedFromProvider={false} />,
    '/checkout',
  );
  return { ...page, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** The demo provider's answers in turn; what each payment sent. */
function demoProvider(...answers: (() => Response)[]) {
  const sent: DemoPaymentRequest[] = [];
  server.use(
    http.post('*/api/demo-payments/:id/confirm', async ({ request }) => {
      sent.push((await request.json()) as DemoPaymentRequest);
      return (answers[sent.length - 1] ?? answers[answers.length - 1])();
    }),
  );
  return sent;
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry = '12/34', cvc = '123') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), expiry);
  await user.type(screen.getByLabelText('CVC'), cvc);
}

const payButton = () => screen.getByRole('button', { name: 'Pay RM 164.80' });

describe('a payment that forgives mistakes', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('says beside the field what is wrong with the card, keeps what was typed, and sends nothing', async () => {
    const sent = demoProvider(() => HttpResponse.json<PaymentOutcome>(succeeded));
    const { user } = await openCheckout();
    await typeCard(user, '4242 4242', '13/34', '12');
    await user.click(payButton());

    const number = screen.getByLabelText('Card number');
    expect(number).toHaveValue('4242 4242');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(number).toHaveFocus();
    expect(screen.getByLabelText('Expiry')).toHaveAccessibleDescription('Enter the expiry date as MM / YY.');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(screen.queryByRole('alert', { name: /Invalid Payment Details/ })).toBeNull();
    expect(sent).toEqual([]);

    // Fixing a field clears its words; the others keep theirs until they are fixed.
    await user.type(number, ' 4242 4242');
    expect(number).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the provider’s refusal of the number beside the field too', async () => {
    demoProvider(() =>
      HttpResponse.json(
        {
          status: 422,
          code: 'validation_failed',
          title: 'Validation Failed',
          detail: 'Validation Failed',
          errors: [{ path: 'cardNumber', message: 'Your card number is invalid.' }],
        },
        { status: 422, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const { user } = await openCheckout();
    await typeCard(user, '4242424242424241');
    await user.click(payButton());
    const number = screen.getByLabelText('Card number');
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(number).toHaveValue('4242424242424241');
    expect(payButton()).toBeEnabled();
  });

  it('keeps the form filled on a decline, says what to do above the button, and Try Again pays with what was typed', async () => {
    const sent = demoProvider(
      () => HttpResponse.json<PaymentOutcome>(declined),
      () => HttpResponse.json<PaymentOutcome>(succeeded),
    );
    const { user } = await openCheckout();
    await typeCard(user, '4000 0000 0000 0002');
    await user.click(payButton());

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Card Error');
    expect(banner).toHaveTextContent('Your card was declined.');
    expect(banner).toHaveTextContent('Card: check the card details and your available balance, or use another card.');
    // The form is still there, as typed, and the banner sits above its button.
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12/34');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    expect(banner.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.closest('form')).toBe(payButton().closest('form'));

    await user.click(within(banner).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'card', cardNumber: '4000000000000002' },
      { method: 'card', cardNumber: '4000000000000002' },
    ]);
  });

  it("keeps Stripe's Payment Element mounted through a decline, and Try Again confirms it again", async () => {
    stripe.mounts = 0;
    stripe.unmounts = 0;
    const attempts: unknown[] = [];
    stripe.confirmPayment = async (args) => {
      attempts.push(args);
      return attempts.length === 1
        ? {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'card_declined',
              message: 'Your card was declined.',
            },
          }
        : {};
    };
    const { user } = await openCheckout(order(), 'stripe');
    await user.type(await screen.findByLabelText('Stripe card number'), '4000000000000002');
    await user.click(await screen.findByRole('button', { name: 'Pay RM 164.80' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Card Error');
    expect(banner).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Stripe card number')).toHaveValue('4000000000000002');
    expect(stripe).toMatchObject({ mounts: 1, unmounts: 0 });

    await user.click(within(banner).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(attempts).toHaveLength(2);
    expect(stripe.mounts).toBe(1);
  });
});

describe("a pending order's hold on the checkout page", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-21T10:00:00.000Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts down to the expiry, tells a screen reader once a minute, then offers to start again', async () => {
    const pending = order({ expiresAt: '2026-11-21T10:02:00.000Z' });
    let startedAgain = '';
    server.use(
      http.post('*/api/orders/:id/start-again', ({ params }) => {
        startedAgain = String(params.id);
        return HttpResponse.json<components['schemas']['StartedAgain']>({
          orderId: '1c9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3b',
          clientSecret: 'pi_demo_9_secret_9',
          status: 'pending',
          expiresAt: '2026-11-21T10:17:05.000Z',
        });
      }),
    );
    const { user, router } = await openCheckout(pending);
    expect(await screen.findByTestId('hold-countdown')).toHaveTextContent('02:00');
    const spoken = screen.getByText('2 minutes left to complete payment.');
    expect(spoken).toHaveAttribute('aria-live', 'polite');

    // The fake clock also follows real time (shouldAdvanceTime), so a loaded machine may be a second further on.
    const showsAbout = (mmss: string, secondLess: string) =>
      expect(screen.getByTestId('hold-countdown').textContent).toMatch(new RegExp(`${mmss}|${secondLess}`));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    showsAbout('01:59', '01:58');
    // The seconds change on screen; the live region says the same until the minute turns.
    expect(spoken).toHaveTextContent('2 minutes left to complete payment.');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    showsAbout('00:59', '00:58');
    expect(spoken).toHaveTextContent('Less than a minute left to complete payment.');

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(spoken).toHaveTextContent('The hold on these tickets has expired.');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start again with the same tickets' }));
    await expect
      .poll(() => router.state.location.search)
      .toEqual({
        orderId: '1c9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3b',
        clientSecret: 'pi_demo_9_secret_9',
      });
    expect(startedAgain).toBe(pending.id);
  });

  it('says a cancelled order was started again, and where the new one is', async () => {
    await openCheckout(
      order({ status: 'cancelled', failureReason: 'The checkout hold expired.', startedAgainAs: '1c9c1f0e-8f1e' }),
    );
    expect(await screen.findByText('This checkout was started again as order #1c9c1f0e.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/dashboard?tab=orders');
  });
});
