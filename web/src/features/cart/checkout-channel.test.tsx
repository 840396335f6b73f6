import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { eventDetail, handlers, server, ticketType, userWithRole } from '@/test/server';

type CheckoutBody = { channel?: string };

/** Opens the event page at `path`, buys through both dialogs, and answers what the checkout request said. */
async function checkoutRequestFrom(path: string, addOne: boolean) {
  let body: CheckoutBody | undefined;
  server.use(
    handlers.user(userWithRole('customer')),
    http.get('*/api/events/:id', () => HttpResponse.json(eventDetail([ticketType()], { id: 9 }))),
    http.post('*/api/create-payment-intent', async ({ request }) => {
      body = (await request.json()) as CheckoutBody;
      // A refusal keeps the test on this page: what matters is the request.
      return HttpResponse.json(
        { status: 409, title: 'Conflict', detail: 'Sold out', code: 'insufficient_stock' },
        { status: 409 },
      );
    }),
  );
  renderApp(path);
  if (addOne) {
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: General' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Cart: [1-9]/ }));
  }
  // The widget's hand-over lands on the cart itself: its Order Summary is open.
  const summary = await screen.findByRole('dialog', { name: 'Order Summary' });
  await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
  await expect.poll(() => body).toBeDefined();
  return body;
}

describe('the checkout request names where the cart came from', () => {
  it("says channel 'widget' for a cart the buy widget handed over (?cart=), even after the address dropped it", async () => {
    expect(await checkoutRequestFrom('/events/9?cart=1:2', false)).toMatchObject({ channel: 'widget' });
  });

  it("says channel 'web' for a cart filled on the event page", async () => {
    expect(await checkoutRequestFrom('/events/9', true)).toMatchObject({ channel: 'web' });
  });
});
