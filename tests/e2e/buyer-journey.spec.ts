import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { readQrPng } from '../support/qr';
import { addToCart, checkOut } from './buying';
import { findEventOnSale, pageAlive, signInAs, uniqueEmail } from './helpers';

// The buyer's journey of issue 26 in one go, as a new buyer takes it: browse without an account, sign up
// at the first Add to Cart, pay after a declined card, land on the order's page, and find the ticket in
// the wallet, its code one the door accepts. The parts are tested in depth in browse, payment-forgiveness,
// order-confirmation and ticket-wallet specs; this one proves they join up.

/** The text of a QR image on the page, read from its pixels as a door scanner would. */
async function codeIn(image: Locator) {
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/png;base64,/);
  const code = readQrPng(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
  expect(code, 'a readable QR code').not.toBeNull();
  return code?.text ?? '';
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0);
}

/** The ticket id inside a signed code ('ticket:<id>:…'): the order page and the wallet sign it alike. */
const ticketIdOf = (code: string) => code.split(':')[1];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`a visitor becomes a buyer with a ticket the door accepts, at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const event = await findEventOnSale(page, 'MYR');
    const type = event.ticketTypes[0];

    // Browse and search without an account; every type and its price on the event's page.
    await page.goto('/events');
    await pageAlive(page);
    await page.getByRole('searchbox').fill(event.title);
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByTestId('event-card')).toHaveCount(1);
    const card = page.getByTestId('event-card').filter({ hasText: event.title });
    await card.getByRole('link', { name: `Get Tickets for ${event.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await pageAlive(page);

    // The first Add to Cart asks to register; signing up in place keeps the cart.
    await addToCart(page, type.name);
    const registration = page.getByRole('dialog', { name: 'Registration Required' });
    await registration.getByRole('button', { name: 'Register / Login' }).click();
    await registration.getByLabel('First name').fill('Siti');
    await registration.getByLabel('Last name').fill('Rahman');
    await registration.getByLabel('Email').fill(uniqueEmail('journey'));
    await registration.getByLabel('Password').fill(DEMO_PASSWORD);
    await registration.getByRole('button', { name: 'Sign Up' }).click();
    const summary = page.getByRole('dialog', { name: 'Order Summary' });
    await expect(summary.getByTestId('cart-line')).toContainText(type.name);
    await page.keyboard.press('Escape');
    await checkOut(page);

    // A declined card keeps what was typed and says what to do; the next card pays.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
    await expect(page.getByLabel('Expiry')).toHaveValue('12 / 34');
    await expect(page.getByLabel('CVC')).toHaveValue('123');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();

    // The order's page: what was bought, and a code on screen.
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: `You're going to ${event.title}` })).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveText([new RegExp(`^1 × ${type.name}`)]);
    const onOrderPage = await codeIn(page.getByRole('img', { name: /^QR code for ticket #[0-9a-f]{8}$/ }));
    await expectNoSidewaysScroll(page);

    // The wallet has it under its event, full screen, with the same ticket's code.
    await page.goto('/dashboard?tab=tickets');
    const group = page.getByTestId('wallet-event').filter({ hasText: event.title });
    await expect(group.getByTestId('ticket')).toHaveCount(1);
    await group.getByRole('button', { name: new RegExp(`^Show the QR code of ${type.name}`) }).click();
    const fullScreen = page.getByRole('dialog', { name: event.title });
    await expect(fullScreen).toContainText('Siti Rahman');
    const inWallet = await codeIn(fullScreen.getByRole('img', { name: `QR code of your ${type.name} ticket` }));
    expect(ticketIdOf(inWallet)).toBe(ticketIdOf(onOrderPage));
    await expectNoSidewaysScroll(page);

    // The door accepts it.
    const door = await (await browser.newContext()).newPage();
    await signInAs(door, 'admin@pentas.test');
    const scanned = await door.request.post('/api/scan-ticket', { data: { qrCode: inWallet, eventId: event.id } });
    expect(await scanned.json()).toMatchObject({ canCheckIn: true, ticket: { status: 'active' } });
    await door.context().close();
  });
}
