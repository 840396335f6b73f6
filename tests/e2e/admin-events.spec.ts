import { expect, type Page, test } from '@playwright/test';
import { addToCart, checkOut, payByCard } from './buying';
import { createEvent, recordToasts, signInAs, signUpNewCustomer, toastsSeen } from './helpers';

/** Where a person finds an event: the catalog searched by its title, and its own page. */
async function expectListed(page: Page, event: { id: number; title: string }, listed: boolean) {
  await page.goto(`/events?q=${encodeURIComponent(event.title)}`);
  const card = page.getByTestId('event-card').filter({ hasText: event.title });
  if (listed) await expect(card).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'No Events Found' })).toBeVisible();
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: listed ? event.title : 'Event Not Found' })).toBeVisible();
}

/** The admin panel's Event Management, filtered to `title`. */
async function manageEvent(page: Page, title: string, filter: 'Current' | 'Deleted') {
  await page.goto('/admin/events');
  const section = page.getByRole('region', { name: 'Event Management' });
  await section.getByRole('button', { name: filter, exact: true }).click();
  await section.getByRole('searchbox').fill(title);
  return section.getByTestId('admin-event').filter({ hasText: title });
}

test('an admin deletes an event after confirming: gone from the catalog and its page; restored from Deleted, it is back', async ({
  page,
  browser,
}) => {
  const organizer = await (await browser.newContext()).newPage();
  await signInAs(organizer, 'organizer@pentas.test');
  const event = await createEvent(organizer, {
    title: `Soon Deleted ${Date.now()}`,
    ticketTypes: [{ name: 'General', price: '20.00', quantity: 40 }],
  });

  await signInAs(page, 'admin@pentas.test');
  await expectListed(page, event, true);

  const row = await manageEvent(page, event.title, 'Current');
  await row.getByRole('button', { name: `Delete ${event.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete event' });
  await expect(dialog).toContainText(event.title);
  await expect(dialog).toContainText('Its orders and tickets are kept');
  await dialog.getByRole('button', { name: 'Delete Event' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Event Deleted', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expectListed(page, event, false);

  const deletedRow = await manageEvent(page, event.title, 'Deleted');
  await expect(deletedRow).toContainText('Deleted ');
  await deletedRow.getByRole('button', { name: `Restore ${event.title}` }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Event Restored', { exact: true })).toBeVisible();
  await expect(deletedRow).toHaveCount(0);
  await expectListed(page, event, true);
});

test('/inventory shows remaining in red, with the word Low, for a nearly sold-out type', async ({ page, browser }) => {
  const organizer = await (await browser.newContext()).newPage();
  await signInAs(organizer, 'organizer@pentas.test');
  // Years ahead, so it starts after every demo event and is on the first page (latest start first).
  const event = await createEvent(organizer, {
    title: `Nearly Sold Out ${Date.now()}`,
    startsInDays: 3650,
    ticketTypes: [
      { name: 'Last Few', price: '10.00', quantity: 12 },
      { name: 'Plenty', price: '10.00', quantity: 50 },
    ],
  });

  const buyer = await (await browser.newContext()).newPage();
  await signUpNewCustomer(buyer);
  await buyer.goto(`/events/${event.id}`);
  await addToCart(buyer, 'Last Few');
  await buyer.getByRole('button', { name: 'Add one Last Few' }).click();
  await buyer.getByRole('button', { name: 'Add one Last Few' }).click();
  await checkOut(buyer);
  await payByCard(buyer, '4242424242424242');
  await expect(buyer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await signInAs(page, 'admin@pentas.test');
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Tracking' })).toBeVisible();
  const card = page.getByTestId('inventory-event').filter({ hasText: event.title });
  const remaining = (type: string) => card.getByRole('row').filter({ hasText: type }).getByTestId('remaining');
  await expect(remaining('Last Few')).toHaveText('9Low');
  // Red: its own colour, not the plain numbers' (the word Low says it without colour).
  const colour = (type: string, count: string) =>
    remaining(type)
      .getByText(count, { exact: true })
      .evaluate((el) => getComputedStyle(el).color);
  expect(await colour('Last Few', '9')).not.toBe(await colour('Plenty', '50'));
  await expect(remaining('Last Few').getByText('9', { exact: true })).toHaveClass(/text-destructive/);
  await expect(remaining('Plenty')).toHaveText('50');

  const stats = page.getByTestId('sales-stat').filter({ hasText: event.title });
  await expect(stats).toContainText('Ticket types2');
  await expect(stats).toContainText('Total sold3');
  await expect(stats).toContainText('Total capacity62');
});

test("a customer visiting /inventory is told 'Admin access required for inventory tracking' and lands on /", async ({
  page,
}) => {
  await recordToasts(page);
  await signInAs(page, 'customer@pentas.test');
  await page.goto('/inventory');
  await expect
    .poll(async () => (await toastsSeen(page)).join('\n'))
    .toContain('Admin access required for inventory tracking');
  await expect(page).toHaveURL(/\/$/);
});
