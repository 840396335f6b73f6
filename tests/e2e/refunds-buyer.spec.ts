import { expect, test } from '@playwright/test';
import { addToCart, checkOut, payByCard } from './buying';
import { createEvent, signInAs, signUpNewCustomer } from './helpers';

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of widths) {
  test.describe(`a buyer's refund on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('asked 40 days before the event: the amount is shown first, then the order reads Refunded', async ({
      page,
      browser,
    }) => {
      const organizer = await (await browser.newContext()).newPage();
      await signInAs(organizer, 'organizer@pentas.test');
      const event = await createEvent(organizer, {
        title: `Refund Night ${viewport.width} ${Date.now()}`,
        startsInDays: 40,
        ticketTypes: [{ name: 'Standing', price: '50.00', quantity: 20 }],
      });

      await signUpNewCustomer(page, 'Mei', 'Ling');
      await page.goto(`/events/${event.id}`);
      await addToCart(page, 'Standing');
      await checkOut(page);
      await payByCard(page, '4242424242424242');
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 8_000 });

      await page.getByRole('button', { name: 'Request a refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a refund' });
      const quote = dialog.getByTestId('refund-quote');
      await expect(quote).toContainText('You get back RM 50.00: the ticket price, as the event is 40 days away.');
      await expect(quote).toContainText(/The service fee of RM \d+\.\d{2} is kept\./);
      await page.screenshot({ path: `test-results/refund-dialog-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Refund RM 50.00' }).click();
      await expect(dialog).toHaveCount(0);

      await expect(page.getByTestId('refund-status')).toHaveText('Refunded');
      await expect(page.getByTestId('order-refunded')).toHaveText('RM 50.00');
      const refund = page.getByTestId('order-refund');
      await expect(refund).toContainText('RM 50.00');
      await expect(refund).toContainText(/Refund pending|Refunded/);
      await expect(page.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0);
      await refund.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/refund-order-${viewport.width}.png` });

      await page.goto('/dashboard?tab=orders');
      await expect(page.getByTestId('order').filter({ hasText: event.title })).toContainText('Refunded');
    });
  });
}
