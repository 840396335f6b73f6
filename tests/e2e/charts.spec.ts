import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './helpers';

/** The time range a chart drew, in epoch seconds (uPlot's x scale, written on its box). */
async function drawnRange(page: Page, title: string): Promise<[number, number]> {
  const chart = page.locator('figure', { hasText: title }).getByTestId('chart');
  await expect(chart).toHaveAttribute('data-x-range', /\d+\.\.\d+/);
  const [from, to] = ((await chart.getAttribute('data-x-range')) ?? '').split('..').map(Number);
  return [from, to];
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a one-day range on the manual tracker draws one day: midnight to midnight, today's bar inside", async ({
    page,
  }) => {
    await signInAs(page, 'admin@pentas.test');
    // The demo's box-office records were issued when the server started: today, in Kuala Lumpur.
    await page.goto('/admin/manual-tracker?range=today');
    const title = 'Manual tickets issued per day';
    await page.getByRole('button', { name: 'Show table' }).click();
    const days = page.getByRole('table', { name: title }).getByRole('row');
    await expect(days).toHaveCount(2);
    const [from, to] = await drawnRange(page, title);
    expect(to - from).toBe(86_400);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('analytics on a phone: events picked from a select, nothing scrolls sideways', async ({ page }) => {
    await signInAs(page, 'organizer@pentas.test');
    await page.goto('/analytics');
    const select = page.getByRole('combobox', { name: 'Event' });
    await expect(select).toBeVisible();
    await expect(page.getByRole('button', { name: 'All events' })).toBeHidden();
    await select.selectOption({ label: 'Jazz by the Lake' });
    await expect(page).toHaveURL(/eventId=\d+/);
    await expect(page.getByRole('region', { name: 'Performance: Jazz by the Lake' })).toBeVisible();
    await expect(page.locator('figure', { hasText: 'Tickets sold per day' }).getByTestId('chart')).toHaveAttribute(
      'data-x-range',
      /\d/,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
