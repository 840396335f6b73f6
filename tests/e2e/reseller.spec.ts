import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { addToCart, checkOut, payByCard } from './buying';
import { findEventOnSale, recordToasts, signInAs, signUpNewCustomer, toastsSeen } from './helpers';

// The API counts link clicks from people's browsers only: headless Chromium says so in its user agent.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A figure card's value on the portal's overview tab. */
async function figure(page: Page, name: string) {
  const text = (await page.getByRole('group', { name }).locator('div').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** A new customer follows `link` in a browser of their own and buys one ticket of a MYR event by demo card. */
async function buyThroughLink(browser: Browser, link: string) {
  const context = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const page = await context.newPage();
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/affiliate-clicks'));
  await page.goto(link);
  expect((await beacon).status()).toBe(204);
  const email = await signUpNewCustomer(page, 'Mei', 'Ling');
  const event = await findEventOnSale(page, 'MYR');
  await page.goto(`/events/${event.id}`);
  await addToCart(page, event.ticketTypes[0].name);
  await checkOut(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await context.close();
  return { email, event };
}

test("a reseller's link brings a sale: the portal shows it, its event, the visit and a downloadable First Sale badge", async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await recordToasts(page);
  await signInAs(page, 'reseller@pentas.test');
  await page.goto('/reseller/affiliate');

  // The demo reseller has seeded sales already: the new one is counted on top of them.
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  const salesBefore = await figure(page, 'Total sales');
  const clicksBefore = await figure(page, 'Visits from your link');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining('Link Copied!'));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\?ref=PNT-[A-Z0-9]+$/);

  const { email, event } = await buyThroughLink(browser, link);

  await page.reload();
  await expect.poll(() => figure(page, 'Total sales')).toBeGreaterThanOrEqual(salesBefore + 1);
  expect(await figure(page, 'Visits from your link')).toBeGreaterThanOrEqual(clicksBefore + 1);

  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('table', { name: 'Sales by event' })).toContainText(event.title);

  await page.getByRole('tab', { name: 'Achievements' }).click();
  const firstSale = page.getByRole('group', { name: 'First Sale' });
  await expect(firstSale.getByText('Earned')).toBeVisible();
  const download = page.waitForEvent('download');
  await firstSale.getByRole('button', { name: 'Download badge' }).click();
  const file = await readFile((await (await download).path()) as string);
  // A PNG's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect({ width: file.readUInt32BE(16), height: file.readUInt32BE(20) }).toEqual({ width: 300, height: 200 });
  await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining('Badge Downloaded!'));

  // The sale itself, in the reseller's history.
  await page.goto('/reseller/sales-history');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(event.title);
  await context.close();
});

test('an organizer opening /reseller sees the Access Denied page', async ({ page }) => {
  await signInAs(page, 'organizer@pentas.test');
  await page.goto('/reseller');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need reseller access to view this page')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
