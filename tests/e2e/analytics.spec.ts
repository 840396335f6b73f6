import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { addToCart, checkOut, payByCard } from './buying';
import { createEvent, signInAs, signUpNewCustomer } from './helpers';

/** A fresh event of the signed-in organizer (figures of its own, whatever other tests buy): one RM 25.00 type. */
const createAnalyticsEvent = (page: Page) =>
  createEvent(page, {
    title: `Analytics Night ${Date.now()}`,
    ticketTypes: [{ name: 'Standing', price: '25.00', quantity: 50 }],
  });

test("an organizer opens Analytics from the dashboard: the event preselected, a purchase's figures, the CSV", async ({
  page,
  browser,
}) => {
  await signInAs(page, 'organizer@pentas.test');
  const event = await createAnalyticsEvent(page);

  // A customer buys two tickets (RM 50.00 before the service fee) on the event page.
  const buyer = await (await browser.newContext()).newPage();
  const buyerEmail = await signUpNewCustomer(buyer);
  await buyer.goto(`/events/${event.id}`);
  await addToCart(buyer, 'Standing');
  await buyer.getByRole('button', { name: 'Add one Standing' }).click();
  await checkOut(buyer);
  await payByCard(buyer, '4242424242424242');
  await expect(buyer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // From the dashboard's event button to the page, with this event chosen.
  await page.goto('/dashboard?tab=events');
  await page
    .getByTestId('dashboard-event')
    .filter({ hasText: event.title })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/analytics\\?eventId=${event.id}$`));
  await expect(page.getByRole('button', { name: event.title })).toHaveAttribute('aria-pressed', 'true');

  const performance = page.getByRole('region', { name: `Performance: ${event.title}` });
  await expect(performance.getByRole('group', { name: 'Revenue' })).toContainText('RM 50.00');
  await expect(performance.getByRole('group', { name: 'Tickets sold' })).toContainText('2');
  await expect(performance.getByRole('group', { name: 'Average ticket price' })).toContainText('RM 25.00');
  await expect(performance.getByRole('table', { name: 'Ticket type breakdown' })).toContainText('Standing2RM 50.00');
  await expect(page.getByRole('table', { name: 'Sales per channel' })).toContainText('Web (event page)12RM 50.00');
  await expect(page.getByRole('table', { name: 'Stock per ticket type' })).toContainText('Standing5048');
  // The chart is drawn (uPlot's canvas), its table beside it.
  await expect(page.getByRole('region', { name: 'Live sales' }).locator('canvas').first()).toBeVisible();

  // The orders CSV: a spreadsheet-ready file (UTF-8 byte order mark) holding the purchase.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Orders CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const row = csv.split('\r\n').find((line) => line.includes(buyerEmail));
  expect(row).toMatch(/,"completed",/);
  expect(row).toMatch(/,"web",,2,"50\.00",/);
});
