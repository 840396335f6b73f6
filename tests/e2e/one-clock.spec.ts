import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './helpers';

// One clock (decisions.md items 3 and 41): an event in Jakarta shows the same wall-clock time, its zone
// named, on every screen. The browser's own zone is New York's, so a time written in the browser's zone
// (11:30 am) or in Kuala Lumpur's (12:30 am on the 6th) fails.
test.use({ timezoneId: 'America/New_York' });

// 16:30 UTC on 5 Dec 2042: 11:30 pm in Jakarta. Years ahead, so it heads the lists sorted latest first.
const START = 'Fri, 5 Dec 2042, 11:30 pm WIB';
const TIMES = '11:30 pm – Sat, 6 Dec 2042, 2:00 am WIB';

async function createJakartaEvent(organizer: Page, title: string) {
  const response = await organizer.request.post('/api/events', {
    data: {
      event: {
        title,
        description: 'An evening in Jakarta, for the one-clock test.',
        venue: 'JCC Senayan',
        location: 'Jakarta, Indonesia',
        // Wall-clock times, read in the event's zone.
        dateTime: '2042-12-05T23:30',
        endDateTime: '2042-12-06T02:00',
        timeZone: 'Asia/Jakarta',
        category: 'music',
        currency: 'MYR',
      },
      ticketTypes: [{ name: 'General', price: '25.00', quantity: 100, isActive: true }],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

test("an event in Jakarta shows 11:30 pm WIB on its page, manage events, admin events, inventory and the box office's picker", async ({
  page,
  browser,
  request,
}) => {
  const title = `Jakarta Night ${Date.now()}`;
  const organizer = await (await browser.newContext({ timezoneId: 'America/New_York' })).newPage();
  await signInAs(organizer, 'organizer@pentas.test');
  const id = await createJakartaEvent(organizer, title);

  await test.step('the page as the server renders it for a visitor, and its head', async () => {
    const html = await (await request.get(`/events/${id}`)).text();
    expect(html).toContain(`${START} at JCC Senayan`);
    expect(html).toContain(TIMES);
  });

  await test.step('the public event page and its card', async () => {
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Date, then time (start to end), then venue.
    const facts = page.getByRole('definition');
    await expect(facts.nth(0)).toHaveText('Fri, 5 Dec 2042');
    await expect(facts.nth(1)).toHaveText(TIMES);
    await page.goto(`/events?q=${encodeURIComponent(title)}`);
    const card = page.getByTestId('event-card').filter({ hasText: title });
    await expect(card).toContainText('Fri, 5 Dec 2042');
    await expect(card).toContainText('11:30 pm WIB');
  });

  await test.step("the organizer's Manage Events", async () => {
    await organizer.goto('/manage-events');
    await organizer.getByRole('searchbox').fill(title);
    await expect(organizer.getByTestId('managed-event').filter({ hasText: title })).toContainText(START);
  });

  await signInAs(page, 'admin@pentas.test');
  await test.step("the admin's Event Management", async () => {
    await page.goto('/admin/events');
    const section = page.getByRole('region', { name: 'Event Management' });
    await section.getByRole('searchbox').fill(title);
    await expect(section.getByTestId('admin-event').filter({ hasText: title })).toContainText(START);
  });

  await test.step('the box-office event picker', async () => {
    await page.goto('/admin/tickets');
    const picker = page
      .getByRole('region', { name: 'Manual Ticket Generation' })
      .getByRole('combobox', { name: 'Event' });
    await expect(picker.locator('option', { hasText: title })).toHaveText(`${title} · ${START}`);
  });

  await test.step('Inventory Tracking', async () => {
    await page.goto('/inventory');
    await expect(page.getByTestId('inventory-event').filter({ hasText: title })).toContainText(START);
  });
});
