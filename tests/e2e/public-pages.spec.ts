import { expect, type Page, test } from '@playwright/test';

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
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});

test('an event page paints from the first HTML, with no request for its event', async ({ page, request }) => {
  const [event] = await (await request.get('/api/events?pageSize=1')).json();
  const reads = recordEventReads(page);
  await page.goto(`/events/${event.id}`);
  // A visitor is first asked to register (spec); the page is behind that dialog.
  await page.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page).toHaveTitle(`${event.title} — Pentas`);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});

test('an unknown event answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/events/2147483000');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});
