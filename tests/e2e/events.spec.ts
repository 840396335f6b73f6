import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { recordToasts, signInAs, toastsSeen } from './helpers';

/** A real PNG (a QR code image) to use as a poster. */
async function posterFile() {
  return { name: 'poster.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('Pentas poster', { width: 400 }) };
}

function localDateTime(daysAhead: number) {
  const d = new Date(Date.now() + daysAhead * 86400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T19:30`;
}

test('an organizer creates an event with two ticket types and a poster, edits it, and finds it on discover', async ({
  page,
}) => {
  const title = `Batik Night Market ${Date.now()}`;
  await signInAs(page, 'organizer@pentas.test');
  await page.getByTestId('account-area').getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Create Event' }).click();

  await page.getByLabel('Event title').fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Handmade batik, street food and live music.\n1. Highlights\n* Batik painting corner\n* Kuih stalls');
  await page.getByLabel('Venue').fill('Dataran Merdeka');
  await page.getByLabel('Location').fill('Kuala Lumpur, Malaysia');
  await page.getByLabel('Start date and time').fill(localDateTime(12));
  await page.getByText('Cultural', { exact: true }).click();
  await page.getByLabel('Upload poster').setInputFiles(await posterFile());
  await expect(page.getByTestId('poster-preview')).toBeVisible();
  await expect(page.getByTestId('poster-preview')).toHaveAttribute('src', /^\/objects\/posters\/[0-9a-f]{32}$/);

  const types = page.getByTestId('ticket-type-fields');
  await types.nth(0).getByLabel('Price (RM)').fill('45');
  await page.getByRole('button', { name: 'Add Ticket Type' }).click();
  await types.nth(1).getByLabel('Name').fill('Family Pass');
  await types.nth(1).getByLabel('Price (RM)').fill('120.50');
  await types.nth(1).getByLabel('Available quantity').fill('40');
  await page.getByRole('button', { name: 'Create Event' }).click();

  await expect(page.getByText('Event created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const tickets = page.getByTestId('ticket-type');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.nth(0)).toContainText('General Admission');
  await expect(tickets.nth(0)).toContainText('RM 45.00');
  await expect(tickets.nth(1)).toContainText('RM 120.50');
  await expect(page.getByRole('heading', { name: '1. Highlights' })).toBeVisible();
  const eventUrl = page.url();
  // The 400 px PNG became one WebP variant at its own width, which the page shows (and has loaded).
  const posterImage = page.locator('main img').first();
  await expect(posterImage).toHaveAttribute('srcset', /^\/objects\/posters\/[0-9a-f]{32}-w400\.webp 400w$/);
  await expect
    .poll(() => posterImage.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
    .toMatch(/-w400\.webp$/);
  const poster = (await posterImage.getAttribute('src')) as string;
  expect((await page.request.get(poster)).headers()['content-type']).toBe('image/webp');
  const original = poster.replace('-w400.webp', '');
  expect((await page.request.get(original)).headers()['content-type']).toBe('image/png');

  // Edit: the title and a price.
  await page.goto(`${eventUrl}/edit`);
  await page.getByLabel('Event title').fill(`${title} (Extended)`);
  await page.getByTestId('ticket-type-fields').nth(1).getByLabel('Price (RM)').fill('99.90');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=events/);
  await expect(page.getByTestId('dashboard-event').filter({ hasText: `${title} (Extended)` })).toBeVisible();

  await page.goto(eventUrl);
  await expect(page.getByRole('heading', { name: `${title} (Extended)` })).toBeVisible();
  await expect(page.getByTestId('ticket-type').nth(1)).toContainText('RM 99.90');

  // Discover: search and category filter, kept in the URL.
  await page.goto('/events');
  await page.getByLabel('Category').selectOption('cultural');
  await expect(page).toHaveURL(/category=cultural/);
  await page.getByRole('searchbox').fill('batik night');
  await expect(page).toHaveURL(/q=batik/);
  const card = page.getByTestId('event-card').filter({ hasText: `${title} (Extended)` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('From RM 45.00');
  await page.getByLabel('Category').selectOption('sports');
  await expect(page.getByText('No Events Found')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/category=cultural/);
  await expect(card).toBeVisible();
});

test('the create form shows its validation messages and keeps what was typed', async ({ page }) => {
  await signInAs(page, 'organizer2@pentas.test');
  await page.goto('/create-event');
  await page.getByLabel('Venue').fill('Somewhere');
  await page.getByRole('button', { name: 'Create Event' }).click();
  for (const message of [
    'Event title is required',
    'Description must be at least 10 characters',
    'Location is required',
    'Date and time is required',
    'Category is required',
    'Price is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Venue')).toHaveValue('Somewhere');
  await expect(page.getByLabel('Event title')).toBeFocused();
});

test('a customer cannot open the create-event page', async ({ page }) => {
  await recordToasts(page);
  await signInAs(page, 'customer@pentas.test');
  await page.goto('/create-event');
  await expect(page).toHaveURL(/\/$/);
  expect(await toastsSeen(page)).toContain("Access DeniedYou don't have permission to create events");
});

test('an unknown event says so and leads back to events', async ({ page }) => {
  await page.goto('/events/987654');
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
});

test("an edit link with a malformed id says 'Event not found'", async ({ page }) => {
  await signInAs(page, 'organizer@pentas.test');
  await page.goto('/events/abc/edit');
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('a sold-out ticket type says Sold Out, to a visitor too', async ({ page }) => {
  await page.goto('/events?q=founders');
  await page.getByRole('link', { name: /Get Tickets for Founders/ }).click();
  await expect(page.getByTestId('ticket-type').first()).toContainText('Sold Out');
});

test('an event that ended six days ago says "This event has ended", lists its types and sells none, at 375 and 1280 px; Manage Events badges it Ended', async ({
  page,
}) => {
  await signInAs(page, 'organizer@pentas.test');
  const mine = (await (await page.request.get('/api/my-events')).json()) as { id: number; title: string }[];
  const ended = mine.find((e) => e.title === 'Kopi & Code: KL Developer Meetup');
  expect(ended, 'the demo data has an event that ended six days ago').toBeTruthy();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/events/${ended?.id}`);
    await expect(page.getByText('This event has ended')).toBeVisible();
    const types = page.getByTestId('ticket-type');
    await expect(types).toHaveCount(2);
    for (const type of await types.all()) await expect(type).toContainText('Sales ended');
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Checkout|Get tickets/i })).toHaveCount(0);
  }
  await page.goto('/manage-events');
  const card = page.getByTestId('managed-event').filter({ hasText: 'Kopi & Code' });
  await expect(card.getByTestId('event-state')).toHaveText('Ended');
});
