import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

interface Type {
  id: number;
  name: string;
  price: string;
  available: number;
}

test('an organizer finds an order by its number and refunds one of its tickets', async ({ browser, page }) => {
  // The organizer's own event on sale, with a paid type two tickets of which are left.
  await signInAs(page, 'organizer@pentas.test');
  const events: { id: number; saleState: string; ticketTypes: Type[] }[] = await (
    await page.request.get('/api/my-events')
  ).json();
  const event = events.find(
    (e) => e.saleState === 'on_sale' && e.ticketTypes.some((t) => t.available >= 2 && t.price !== '0.00'),
  );
  if (!event) throw new Error('the demo organizer has no event on sale');
  const publicEvent = await (await page.request.get(`/api/events/${event.id}`)).json();
  const type: Type = publicEvent.ticketTypes.find((t: Type) => t.available >= 2 && t.price !== '0.00');

  // A buyer pays for two of its tickets, with a session of their own.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInAs(buyer, 'customer2@pentas.test');
  const started = await buyer.request.post('/api/create-payment-intent', {
    data: {
      eventId: event.id,
      currency: publicEvent.currency,
      orderItems: [{ ticketTypeId: type.id, quantity: 2, unitPrice: type.price }],
    },
  });
  expect(started.status()).toBe(200);
  const { orderId, clientSecret } = await started.json();
  const intentId = String(clientSecret).split('_secret_')[0];
  const paid = await buyer.request.post(`/api/demo-payments/${intentId}/confirm`, {
    data: { method: 'card', cardNumber: '4242424242424242' },
  });
  expect(paid.status()).toBe(200);
  await buyerContext.close();

  // From Manage Events to the event's Orders, then the order by its number.
  const number = String(orderId).slice(0, 8);
  await page.goto('/manage-events');
  await page.getByRole('link', { name: `Orders of ${publicEvent.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByLabel("Order number or buyer's e-mail").fill(number);
  await page.getByRole('button', { name: 'Search' }).click();
  const order = page.getByTestId('event-order').filter({ hasText: `Order ${number}` });
  await expect(order).toHaveCount(1);
  await expect(page.getByTestId('event-order')).toHaveCount(1);
  await expect(order).toContainText('customer2@pentas.test');

  // The dialog: one ticket chosen, a reason; the total shown before confirming is that ticket's price.
  await order.getByRole('button', { name: `Refund order ${number}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(dialog.getByText('Choose tickets to refund, or enter an amount')).toBeVisible();
  await dialog
    .getByRole('checkbox', { name: new RegExp(type.name) })
    .first()
    .check();
  await dialog.getByLabel('Reason').fill('Seats double-booked');
  const total = dialog.getByTestId('refund-total');
  await expect(total).toContainText(Number(type.price).toFixed(2));
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(dialog).toBeHidden();

  // The order after: partly refunded, one ticket Refunded, the other still Active.
  await expect(order).toContainText('Partly refunded');
  await expect(order.getByTestId('order-refunded')).toContainText(Number(type.price).toFixed(2));
  const tickets = order.getByRole('listitem');
  await expect(tickets.filter({ hasText: 'Refunded' })).toHaveCount(1);
  await expect(tickets.filter({ hasText: 'Active' })).toHaveCount(1);
});
