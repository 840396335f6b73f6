import { expect, test } from '@playwright/test';
import { addToCart, checkOut, payByCard } from './buying';
import { findEventOnSale, signUpNewCustomer } from './helpers';

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of widths) {
  test.describe(`the order's documents on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the tickets and receipt download as PDFs, and the confirmation is sent again 3 times an hour', async ({
      page,
    }) => {
      await signUpNewCustomer(page, 'Nurul', 'Huda');
      const event = await findEventOnSale(page, 'MYR');
      const typeName = event.ticketTypes[0].name;
      await page.goto(`/events/${event.id}`);
      await addToCart(page, typeName);
      await checkOut(page);
      await payByCard(page, '4242424242424242');
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 8_000 });

      for (const label of ['Download tickets (PDF)', 'Download receipt (PDF)']) {
        const link = page.getByRole('link', { name: label });
        await expect(link).toBeVisible();
        const answer = await page.request.get((await link.getAttribute('href')) ?? '');
        expect(answer.status(), label).toBe(200);
        expect(answer.headers()['content-type']).toBe('application/pdf');
        expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }

      const resend = page.getByRole('button', { name: 'Resend confirmation' });
      for (let sent = 1; sent <= 3; sent += 1) {
        await resend.click();
        await expect(page.getByRole('status').filter({ hasText: 'Sent again to' })).toBeVisible();
        await expect(resend).toBeEnabled();
      }
      await resend.click();
      await expect(page.getByRole('alert').filter({ hasText: 'already sent again 3 times this hour' })).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0);
      await page.getByTestId('order-documents').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/order-documents-${viewport.width}.png` });
    });
  });
}
