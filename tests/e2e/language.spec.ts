import { expect, type Page, test } from '@playwright/test';
import { pageAlive } from './helpers';

/**
 * The text of every script the page has loaded, read again by address from the browser's own list of
 * what it fetched (a response body read off the wire is sometimes gone already, as for a module preload).
 */
async function scriptsLoaded(page: Page) {
  const addresses = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  const bodies = await Promise.all(addresses.map(async (address) => (await page.request.get(address)).text()));
  return bodies.join('\n');
}

test.describe('a visitor whose browser prefers Malay, on a phone', () => {
  test.use({ locale: 'ms-MY', viewport: { width: 375, height: 800 } });

  test('gets the landing page in Malay with Malay dates, loads no English words, and switches to English for good', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { name: 'Temui malam hiburan anda yang seterusnya.' })).toBeVisible();
    await expect(page.getByTestId('event-card').first()).toContainText(/\d{1,2}:\d{2} (pg|ptg)/);
    await expect(page.getByText(`© ${new Date().getFullYear()} Pentas. Hak cipta terpelihara.`)).toBeVisible();
    await pageAlive(page);
    const loaded = await scriptsLoaded(page);
    expect(loaded).toContain('Acara Akan Datang');
    expect(loaded).not.toContain('Upcoming Events');

    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { name: 'Find your next night out.' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Remembered: the plain address now answers in English, whatever the browser prefers.
    await page.goto('/events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Bahasa Melayu' }).first()).toBeVisible();
  });
});

test.describe('an English visitor on a laptop', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });

  test('loads no Malay words, chooses Bahasa Melayu in the footer, and browses on in Malay', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find your next night out.' })).toBeVisible();
    await pageAlive(page);
    const loaded = await scriptsLoaded(page);
    expect(loaded).toContain('Upcoming Events');
    expect(loaded).not.toContain('Acara Akan Datang');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Bahasa Melayu' }).click();
    await expect(page.getByRole('heading', { name: 'Acara Akan Datang' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Lihat Acara' }).click();
    await expect(page).toHaveURL(/\/events$/);
    // The address changes before the page does: the landing page (with a search box of its own) stays
    // while the events load.
    await expect(page.getByRole('heading', { level: 1, name: 'Terokai Acara' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('contentinfo')).toContainText('Hak cipta terpelihara.');

    // An event its organizer described in Malay is found by its Malay words and shown in them (decision 76).
    await page.getByRole('searchbox').fill('tasik');
    await expect(page).toHaveURL(/q=tasik/);
    await expect(page.getByRole('heading', { level: 2, name: '1 acara' })).toBeVisible();
    const card = page.getByTestId('event-card').filter({ hasText: 'Jazz di Tepi Tasik' });
    await card.getByRole('link', { name: 'Dapatkan Tiket untuk Jazz di Tepi Tasik' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jazz di Tepi Tasik');
    await expect(page.getByRole('heading', { name: 'Pilih Tiket' })).toBeVisible();
    await expect(page.getByText('Malam jazz di laman tepi tasik.')).toBeVisible();
    // The server's head, on a page loaded at its address, names it in Malay too.
    await page.reload();
    await expect(page).toHaveTitle('Jazz di Tepi Tasik — Pentas');
  });
});
