import { expect, test } from '@playwright/test';
import { addToCart, checkOut, payByCard } from './buying';
import { createEvent, signInAs, signUpNewCustomer } from './helpers';

test('an organizer cancels an event with a paid order and watches its refunds reach the end; the page says Cancelled', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'organizer@pentas.test');
  const event = await createEvent(page, {
    title: `Called Off ${Date.now()}`,
    ticketTypes: [{ name: 'General', price: '20.00', quantity: 40 }],
  });

  const buyer = await (await browser.newContext()).newPage();
  await signUpNewCustomer(buyer);
  await buyer.goto(`/events/${event.id}`);
  await addToCart(buyer, 'General');
  await checkOut(buyer);
  await payByCard(buyer, '4242424242424242');
  await expect(buyer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto('/manage-events');
  await page.getByRole('searchbox').fill(event.title);
  const card = page.getByTestId('managed-event').filter({ hasText: event.title });
  await card.getByRole('button', { name: `Cancel ${event.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel event' });
  await expect(dialog.getByTestId('cancel-paid-orders')).toHaveText('1 paid order');
  await expect(dialog).toContainText('Every buyer is refunded in full');
  await expect(dialog.getByRole('button', { name: 'Cancel Event' })).toBeDisabled();
  await dialog.getByLabel('Reason, for the buyers').fill('The venue flooded.');
  await dialog.getByRole('button', { name: 'Cancel Event' }).click();

  const progress = card.getByTestId('cancellation-progress');
  await expect(progress).toContainText('Refunded 1 of 1 order', { timeout: 30_000 });
  await expect(card.getByTestId('event-state')).toHaveText('Cancelled');

  await buyer.goto(`/events/${event.id}`);
  await expect(buyer.getByTestId('event-cancelled')).toContainText('The venue flooded.');
  await expect(buyer.getByRole('button', { name: 'Add to Cart: General' })).toHaveCount(0);
});
