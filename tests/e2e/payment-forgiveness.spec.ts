import { expect, type Page, test } from '@playwright/test';
import { addToCart, checkOut } from './buying';
import { findEventOnSale, signUpNewCustomer } from './helpers';

/**
 * Payment that forgives mistakes, and a pending order resumed (issue 26): a mistake is said beside its
 * field, a decline above the Pay button, and the form keeps what was typed; a pending order in the
 * dashboard counts its hold down and 'Complete payment' reopens its own checkout.
 */

/** A new customer at the checkout page of one ticket of a demo event. */
async function atCheckout(page: Page) {
  await signUpNewCustomer(page);
  const event = await findEventOnSale(page, 'MYR');
  await page.goto(`/events/${event.id}`);
  await addToCart(page, event.ticketTypes[0].name);
  await checkOut(page);
  return event;
}

/** No sideways scroll at this width. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const [name, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('a declined card first: the fields are kept, the words are by the field and the button; then a good card pays', async ({
      page,
    }) => {
      await atCheckout(page);
      const number = page.getByLabel('Card number');
      const pay = page.getByRole('button', { name: /^Pay RM/ });

      // A number too short: said beside the field, nothing sent, the rest kept.
      await number.fill('4242 4242');
      await page.getByLabel('Expiry').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await pay.click();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
      await expect(number).toBeFocused();
      await expect(page.getByLabel('Expiry')).toHaveValue('12 / 34');

      // Stripe's test decline: the banner says what to do, above the button; the form stays as typed.
      await number.fill('4000 0000 0000 0002');
      await expect(number).toHaveAttribute('aria-invalid', 'false');
      await pay.click();
      const banner = page.getByRole('alert').filter({ hasText: 'Card Error' });
      await expect(banner).toContainText('Your card was declined.');
      await expect(banner).toContainText(
        'Card: check the card details and your available balance, or use another card.',
      );
      await expect(number).toHaveValue('4000 0000 0000 0002');
      await expect(page.getByLabel('Expiry')).toHaveValue('12 / 34');
      await expect(page.getByLabel('CVC')).toHaveValue('123');
      const [bannerBox, payBox] = [await banner.boundingBox(), await pay.boundingBox()];
      expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(payBox?.y ?? 0);
      await expectNoSidewaysScroll(page);

      // Another card, and Try Again sends what is typed now.
      await number.fill('4242 4242 4242 4242');
      await banner.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    });

    test("a pending order in the dashboard counts down its hold, and 'Complete payment' reopens its checkout", async ({
      page,
    }) => {
      const event = await atCheckout(page);
      const orderId = new URL(page.url()).searchParams.get('orderId');
      // The checkout page shows the hold too.
      await expect(page.getByTestId('hold-countdown')).toHaveText(/^1[45]:\d\d$/);

      // The buyer wanders off, and comes back to the order from the dashboard.
      await page.goto('/dashboard?tab=orders');
      const row = page.getByTestId('order').filter({ hasText: event.title });
      await expect(row).toContainText('Payment not completed');
      const countdown = row.getByTestId('hold-countdown');
      await expect(countdown).toHaveText(/^1[45]:\d\d$/);
      const first = await countdown.textContent();
      await expect(countdown).not.toHaveText(first ?? '');
      await expectNoSidewaysScroll(page);
      // In Malay the words are longer: they wrap inside the card, not past the screen. (The new
      // customer's one order; its event may be titled in Malay.)
      await page.goto('/dashboard?tab=orders&lang=ms');
      await expect(page.getByTestId('order')).toContainText('Lengkapkan pembayaran');
      await expectNoSidewaysScroll(page);
      await page.goto('/dashboard?tab=orders&lang=en');

      await row.getByRole('button', { name: /^Complete payment/ }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}&clientSecret=`));
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay RM/ }).click();
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

      await page.goto('/dashboard?tab=orders');
      await expect(row).toContainText('Tickets generated');
      await expect(row.getByRole('button', { name: /^Complete payment/ })).toHaveCount(0);
    });
  });
}
