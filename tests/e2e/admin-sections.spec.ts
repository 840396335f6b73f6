import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { signInAs, uniqueEmail } from './helpers';

/** Rows per page of the admin panel's lists. */
const PAGE_SIZE = 20;

/** Enough accounts for a second page of users: the demo's, topped up with new customers where short. */
async function atLeastTwoPagesOfUsers(page: Page, browser: Browser) {
  const answer = await page.request.get('/api/admin/users?pageSize=1');
  const total = Number(answer.headers()['x-total-count']);
  // Signed up in a context of their own: the admin's session stays the admin's.
  const visitor = await browser.newContext();
  for (let i = total; i <= PAGE_SIZE; i++) {
    const made = await visitor.request.post('/api/auth/sign-up', {
      data: { email: uniqueEmail('paging'), password: DEMO_PASSWORD, firstName: 'Paging', lastName: `Customer ${i}` },
    });
    expect(made.ok()).toBe(true);
    await visitor.clearCookies();
  }
  await visitor.close();
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px an admin opens User Roles from /admin, pages to the next page, and Back returns`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'admin@pentas.test');
    await atLeastTwoPagesOfUsers(page, browser);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'User Roles' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    const users = page.getByRole('region', { name: 'User Roles' });
    const pages = users.getByRole('navigation', { name: 'Pages of users' });
    await expect(pages).toContainText(/Showing 1–20 of [\d,]+ users/);
    expect(await sidewaysScroll(page)).toBe(0);
    const firstOnPageOne = await users.getByRole('row').nth(1).textContent();

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?page=2$/);
    await expect(pages).toContainText(/Showing 21–\d+ of [\d,]+ users/);
    await expect(users.getByRole('row').nth(1)).not.toHaveText(firstOnPageOne ?? '');
    expect(await sidewaysScroll(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(pages).toContainText(/Showing 1–20 of/);
    await page.goForward();
    await expect(pages).toContainText(/Showing 21–/);

    await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  });
}
