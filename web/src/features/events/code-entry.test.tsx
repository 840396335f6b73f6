import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { type EventDetail, eventDetail, handlers, server, ticketType, userWithRole } from '@/test/server';

type CheckoutBody = { code?: string; orderItems: { ticketTypeId: number; unitPrice: string }[] };

const general = ticketType({ id: 1, name: 'General', price: '100.00' });
const guest = ticketType({ id: 2, name: 'Guest list', price: '50.00', hidden: true });

/** The event as the API answers it: EARLY takes 20% off General, VIP reveals the guest list, OLD has expired. */
function eventFor(code: string | null): EventDetail {
  const upper = code?.toUpperCase();
  if (upper === 'EARLY') {
    return eventDetail([{ ...general, discountedPrice: '80.00' }], {
      id: 9,
      promoCode: { code: 'EARLY', status: 'applied', kind: 'discount', message: 'Code EARLY applied: 20% off.' },
    });
  }
  if (upper === 'VIP') {
    return eventDetail([guest, general], {
      id: 9,
      promoCode: { code: 'VIP', status: 'applied', kind: 'access', message: 'Code VIP applied.' },
    });
  }
  const refused = code
    ? { code, status: upper === 'OLD' ? ('expired' as const) : ('not_found' as const), kind: null, message: '' }
    : null;
  return eventDetail([general], { id: 9, promoCode: refused });
}

let checkout: CheckoutBody | undefined;
beforeEach(() => {
  checkout = undefined;
  sessionStorage.clear();
  localStorage.clear();
  server.use(
    handlers.user(userWithRole('customer')),
    http.get('*/api/events/:id', ({ request }) =>
      HttpResponse.json(eventFor(new URL(request.url).searchParams.get('code'))),
    ),
    http.post('*/api/create-payment-intent', async ({ request }) => {
      checkout = (await request.json()) as CheckoutBody;
      return HttpResponse.json(
        { status: 409, title: 'Conflict', detail: 'Sold out', code: 'not_enough_tickets' },
        { status: 409 },
      );
    }),
  );
});

const typeRow = (name: string) =>
  screen.findAllByTestId('ticket-type').then((rows) => rows.find((r) => r.textContent?.includes(name)));

describe('a code on the event page', () => {
  it('from a ?code= link: the list price struck, the code price, its line in the cart, and checkout sends it', async () => {
    renderApp('/events/9?code=early');
    expect(await screen.findByRole('status')).toHaveTextContent('Code EARLY applied');
    const row = await typeRow('General');
    expect(within(row as HTMLElement).getByTestId('list-price')).toHaveTextContent('RM 100.00');
    expect(within(row as HTMLElement).getByTestId('code-price')).toHaveTextContent('RM 80.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: General' }));
    await userEvent.click(screen.getByRole('button', { name: /^Cart: 1/ }));
    const summary = await screen.findByRole('dialog', { name: 'Order Summary' });
    expect(within(summary).getByTestId('code-discount')).toHaveTextContent('Code EARLY');
    expect(within(summary).getByTestId('code-discount')).toHaveTextContent('RM 20.00');
    // RM 80.00 and the 3% fee (RM 2.40).
    expect(within(summary).getByTestId('cart-total')).toHaveTextContent('RM 82.40');
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await expect.poll(() => checkout).toBeDefined();
    expect(checkout).toMatchObject({ code: 'EARLY', orderItems: [{ ticketTypeId: 1, unitPrice: '80.00' }] });
    // Remembered for the session, as the ref code is.
    expect(sessionStorage.getItem('event_code_9')).toBe('EARLY');
  });

  it('typed: an expired code says so beside the field and changes no price; an access code shows the hidden type', async () => {
    renderApp('/events/9');
    await screen.findByRole('button', { name: 'Add to Cart: General' });
    expect(screen.queryByText('Guest list')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Have a code?' }));
    const field = screen.getByLabelText('Promo or access code');
    await userEvent.type(field, 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('list-price')).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, 'vip');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Add to Cart: Guest list' })).toBeVisible();
    expect(screen.getByText('With your code')).toBeVisible();
  });

  it('checkout sends no code the event refused', async () => {
    renderApp('/events/9?code=nope');
    expect(await screen.findByText('This code is not valid for this event. Check how it is spelled.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: General' }));
    await userEvent.click(screen.getByRole('button', { name: /^Cart: 1/ }));
    const summary = await screen.findByRole('dialog', { name: 'Order Summary' });
    expect(within(summary).queryByTestId('code-discount')).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await expect.poll(() => checkout).toBeDefined();
    expect(checkout?.code).toBeUndefined();
    expect(checkout?.orderItems[0].unitPrice).toBe('100.00');
  });
});
