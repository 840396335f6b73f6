import { expect, type Page, test } from '@playwright/test';
import { addToCart, checkOut } from './buying';
import { findEventOnSale, signInAs, signUpNewCustomer } from './helpers';

/**
 * The Content-Security-Policy (lib/security-headers.ts, lib/docs.ts) must not break what it protects:
 * each page below is used as a person would, and Chromium must report no violation on it, neither as a
 * `securitypolicyviolation` event (in any frame) nor as a console message.
 */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return violations;
}

test('the policy is enforced and reported: an injected inline script is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "ran"';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
});

test('the landing page and an event page load without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const event = await findEventOnSale(page, 'MYR');
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About this event' })).toBeVisible();
  // A visitor's first Add to Cart asks them to register (a Radix dialog: its focus trap and scroll lock run too).
  await addToCart(page, event.ticketTypes[0].name);
  await expect(page.getByRole('dialog', { name: 'Registration Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Register / Login' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API reference renders under its own policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-eval' 'sha256-/);
  await expect(page.getByRole('heading', { name: 'Embed the buy-ticket widget' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Browse upcoming events').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a demo checkout reaches the payment form without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signUpNewCustomer(page);
  const event = await findEventOnSale(page, 'MYR');
  await page.goto(`/events/${event.id}`);
  await addToCart(page, event.ticketTypes[0].name);
  await checkOut(page);
  await expect(page.getByText(/Demo payments: no money moves/)).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  expect(violations).toEqual([]);
});

test("an organizer's widget preview (a sandboxed frame of our own page) renders without a violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signInAs(page, 'organizer@pentas.test');
  await page.goto('/manage-events');
  await page.getByRole('button', { name: 'Embed' }).first().click();
  const preview = page.frameLocator('iframe[title="Widget preview"]');
  await expect(preview.getByRole('region', { name: /^Tickets for / })).toBeVisible();
  expect(violations).toEqual([]);
});
