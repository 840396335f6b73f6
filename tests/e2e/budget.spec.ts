import { expect, test } from '@playwright/test';
import { pageAlive } from './helpers';

/** The landing page's JS and CSS over the wire (Brotli, compressed at build time): React 19 itself, so 140 KB, aiming at 120. */
const LANDING_BUDGET = 140 * 1024;
const LANDING_AIM = 120 * 1024;

// In each language: each build carries its own words only (web/build/locale-build.ts).
for (const lang of ['en', 'ms']) {
  test(`the landing page in ${lang} loads under 140 KB of compressed JS and CSS`, async ({ page }) => {
    const sizes: { url: string; bytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const { responseBodySize } = await request.sizes();
      sizes.push({ url: new URL(request.url()).pathname, bytes: responseBodySize });
    });
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('event-card')).toHaveCount(3);
    await pageAlive(page);
    await page.waitForLoadState('networkidle');
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `landing page (${lang}) JS+CSS: ${(total / 1024).toFixed(1)} KB over the wire in ${sizes.length} files ` +
        `(budget ${LANDING_BUDGET / 1024} KB, aim ${LANDING_AIM / 1024} KB)`,
    );
    for (const s of sizes) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
    expect(sizes.some((s) => s.url.endsWith('.css'))).toBe(true);
    expect(total).toBeLessThan(LANDING_BUDGET);
  });
}
