import { expect, test } from '@playwright/test';

test('the API reference renders from local assets with no network', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  const own = new URL(baseURL as string).host;
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host !== own && url.protocol.startsWith('http')) {
      foreign.push(url.href);
      return route.abort();
    }
    return route.continue();
  });
  await page.goto('/api/docs');
  // Scalar's bundle is several MB of script: on a busy 2-core machine its first paint has taken over 15 s.
  await expect(page.getByText('Pentas API').first()).toBeVisible({ timeout: 40_000 });
  // The integrator's guide (info.description) and the first tag's operations (Events, the public catalog).
  await expect(page.getByRole('heading', { name: 'Embed the buy-ticket widget' })).toBeVisible();
  await expect(page.getByText('Browse upcoming events').first()).toBeVisible();
  expect(foreign).toEqual([]);
});
