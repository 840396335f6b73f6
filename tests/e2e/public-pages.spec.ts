import { expect, type Page, test } from '@playwright/test';
import { pageAlive } from './helpers';

/** Every request the page makes under /api/events, as path and query. */
function recordEventReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/events')) reads.push(url.pathname + url.search);
  });
  return reads;
}

test('the landing page paints its three event cards from the first HTML, with no request to /api/events', async ({
  page,
}) => {
  const reads = recordEventReads(page);
  await page.goto('/');
  await expect(page.getByTestId('event-card')).toHaveCount(3);
  await pageAlive(page);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});

test('an event page paints from the first HTML, with no request for its event', async ({ page, request }) => {
  const [event] = await (await request.get('/api/events?pageSize=1')).json();
  const reads = recordEventReads(page);
  await page.goto(`/events/${event.id}`);
  // No dialog on arrival (decisions.md item 30): the page itself, with its ticket types.
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByTestId('ticket-type').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveTitle(`${event.title} — Pentas`);
  await pageAlive(page);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});

test("a chat app's preview (no JavaScript) reads an event's title, poster and date from its page", async ({
  browser,
  request,
}) => {
  const [event] = await (await request.get('/api/events?pageSize=1')).json();
  const crawler = await browser.newContext({ javaScriptEnabled: false, userAgent: 'WhatsApp/2.23.20.0' });
  const page = await crawler.newPage();
  const response = await page.goto(`/events/${event.id}`);
  expect(response?.status()).toBe(200);
  const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  expect(await meta('og:title')).toBe(event.title);
  const image = await meta('og:image');
  // Absolute, and a PNG or JPEG (the demo posters are SVGs: their generated card).
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.(png|jpe?g)$/);
  // The day as the event's page shows it (en-MY), on the event's clock.
  const day = new Intl.DateTimeFormat('en-MY', {
    timeZone: event.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(event.dateTime));
  expect(await meta('og:description')).toContain(day);
  expect(await meta('twitter:card')).toBe('summary_large_image');
  await crawler.close();
});

test('an unknown event answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/events/2147483000');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});
