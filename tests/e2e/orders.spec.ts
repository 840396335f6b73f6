import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('a started checkout shows in the dashboard orders tab and can be deleted', async ({ page }) => {
  await signInAs(page, 'customer2@pentas.test');
  // Start a checkout with the browser's own session (the cart UI arrives with the checkout issue).
  const event = await (await page.request.get('/api/events/1')).json();
  const type = event.ticketTypes.find((t: { available: number }) => t.available > 0);
  const started = await page.request.post('/api/create-payment-intent', {
    data: {
      eventId: event.id,
      currency: event.currency,
      orderItems: [{ ticketTypeId: type.id, quantity: 2, unitPrice: type.price }],
    },
  });
  expect(started.status()).toBe(200);
  const { orderId } = await started.json();

  await page.goto('/dashboard?tab=orders');
  const order = page.getByTestId('order').filter({ hasText: `#${orderId.slice(0, 8)}` });
  await expect(order).toContainText('Payment not completed');
  await expect(order).toContainText(`2 × ${type.name}`);
  await order.getByRole('button', { name: /Delete order/ }).click();
  await expect(
    page.getByText('Are you sure you want to delete this order? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(order).toHaveCount(0);
  await expect(page.getByText('Order deleted')).toBeVisible();
  // That the held tickets went back on sale is proven in tests/api/orders.test.ts.
});
