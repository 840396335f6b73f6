import { expect, type Page, test } from '@playwright/test';

/** The text of every script the page loaded, gathered as they arrive. */
function scriptsLoaded(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

test.describe('a visitor whose browser prefers Malay, on a phone', () => {
  test.use({ locale: 'ms-MY', viewport: { width: 375, height: 800 } });

  test('gets the landing page in Malay with Malay dates, loads no English words, and switches to English for good', async ({
    page,
  }) => {
    const scripts = scriptsLoaded(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { name: 'Temui malam hiburan anda yang seterusnya.' })).toBeVisible();
    await expect(page.getByTestId('event-card').first()).toContainText(/\d{1,2}:\d{2} (pg|ptg)/);
    await expect(page.getByText(`© ${new Date().getFullYear()} Pentas. Hak cipta terpelihara.`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
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
    const scripts = scriptsLoaded(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find your next night out.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded).toContain('Upcoming Events');
    expect(loaded).not.toContain('Acara Akan Datang');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Bahasa Melayu' }).click();
    await expect(page.getByRole('heading', { name: 'Acara Akan Datang' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Lihat Acara' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('contentinfo')).toContainText('Hak cipta terpelihara.');

    // An event its organizer described in Malay is found by its Malay words and shown in them (decision 76).
    await page.getByRole('searchbox').fill('tasik');
    await expect(page).toHaveURL(/q=tasik/);
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
