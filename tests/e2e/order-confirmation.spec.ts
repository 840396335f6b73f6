import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { readQrPng } from '../support/qr';
import { addToCart, checkOut, payByCard } from './buying';
import { findEventOnSale, signInAs, signUpNewCustomer } from './helpers';

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0);
}

/** The text of the QR code the page draws for a ticket, read from the image as a scanner would. */
async function qrTextOf(page: Page, ticket: number) {
  const image = page.getByRole('img', { name: /^QR code for ticket #[0-9a-f]{8}$/ }).nth(ticket);
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/png;base64,/);
  const code = readQrPng(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
  expect(code, 'a readable QR code').not.toBeNull();
  return code?.text ?? '';
}

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 }, pay: 'fpx' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, pay: 'card' as const },
];

for (const { name, viewport, pay } of widths) {
  test.describe(`the order confirmation page on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`a buyer who paid by ${pay} lands on the order's page: lines, total, reference and a QR code the door accepts`, async ({
      page,
      browser,
    }) => {
      await signUpNewCustomer(page, 'Nurul', 'Huda');
      const event = await findEventOnSale(page, 'MYR');
      const typeName = event.ticketTypes[0].name;
      await page.goto(`/events/${event.id}`);
      await addToCart(page, typeName);
      await page.getByRole('button', { name: `Add one ${typeName}` }).click();
      await checkOut(page);
      if (pay === 'fpx') {
        await page.getByText('FPX Online Banking').click();
        await page.getByLabel('Your bank').selectOption('maybank2u');
        await page.getByRole('button', { name: /^Pay / }).click();
      } else {
        await payByCard(page, '4242424242424242');
      }
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

      // The order's page, not home.
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 8_000 });
      const orderId = page.url().split('/').pop() ?? '';
      await expect(page.getByRole('heading', { level: 1, name: `You're going to ${event.title}` })).toBeVisible();
      await expect(page.getByText(`Order #${orderId.slice(0, 8)}`).first()).toBeVisible();
      await expect(page.getByTestId('order-line')).toHaveText([new RegExp(`^2 × ${typeName}`)]);
      await expect(page.getByText('Service fee')).toBeVisible();
      await expect(page.getByTestId('order-total')).toHaveText(/^RM [\d,]+\.\d{2}$/);
      if (pay === 'fpx') {
        await expect(page.getByText('FPX · Maybank2u')).toBeVisible();
        await expect(page.getByText('FPX transaction ID')).toBeVisible();
        await expect(page.getByTestId('payment-reference')).toHaveText(/^\d{16}$/);
      } else {
        await expect(page.getByText('Visa •••• 4242')).toBeVisible();
        await expect(page.getByTestId('payment-reference')).toHaveText(/^ch_demo_[0-9a-f]{24}$/);
      }
      await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      await expect(page.getByTestId('order-ticket')).toHaveCount(2);
      const code = await qrTextOf(page, 0);
      expect(code).toMatch(/^ticket:[0-9a-f-]{36}:\d+:[^:]+:[\w-]+$/);
      await expectNoSidewaysScroll(page);

      // The code on screen is one the door accepts.
      const door = await (await browser.newContext()).newPage();
      await signInAs(door, 'admin@pentas.test');
      const scanned = await door.request.post('/api/scan-ticket', { data: { qrCode: code, eventId: event.id } });
      expect(scanned.status()).toBe(200);
      expect(await scanned.json()).toMatchObject({ canCheckIn: true, ticket: { status: 'active' } });
      await door.context().close();

      // Every order in the dashboard opens its page.
      await page.goto('/dashboard?tab=orders');
      const row = page.getByTestId('order').filter({ hasText: `#${orderId.slice(0, 8)}` });
      await row.getByRole('link', { name: `View order ${orderId.slice(0, 8)}` }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
      await expect(page.getByTestId('order-ticket')).toHaveCount(2);
      await expectNoSidewaysScroll(page);
    });
  });
}

test("a visitor is sent to log in and back; another buyer is told 'We couldn't find that order'", async ({
  page,
  browser,
}) => {
  // An order of customer@pentas.test's, made through the API with that account's own session.
  const buyer = await (await browser.newContext()).newPage();
  await signInAs(buyer, 'customer@pentas.test');
  const event = await findEventOnSale(buyer, 'MYR');
  const type = event.ticketTypes[0];
  const started = await buyer.request.post('/api/create-payment-intent', {
    data: {
      eventId: event.id,
      currency: 'MYR',
      orderItems: [{ ticketTypeId: type.id, quantity: 1, unitPrice: type.price }],
    },
  });
  expect(started.status()).toBe(200);
  const { orderId } = await started.json();
  await buyer.context().close();

  await page.goto(`/orders/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=%2Forders%2F${orderId}`), { timeout: 8_000 });
  await page.getByLabel('Email').fill('customer2@pentas.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: "We couldn't find that order" })).toBeVisible();
});
