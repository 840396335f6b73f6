import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAs } from './helpers';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

async function signedIn(browser: Browser, email: string, viewport: typeof phone) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('on a phone an organizer opens the menu and reaches Create Event; Esc closes it', async ({ browser }) => {
  const page = await signedIn(browser, 'organizer@pentas.test', phone);
  await page.goto('/manage-events');
  await expect(page.getByRole('heading', { name: 'Manage Events' })).toBeVisible();
  // The sidebar is for wide screens; on a phone the tools are in the menu.
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden();
  await expectNoSidewaysScroll(page);

  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const here = menu.getByRole('link', { name: 'Manage Events' });
  await expect(here).toHaveAttribute('aria-current', 'page');
  await expect(here).toBeFocused();
  await expectNoSidewaysScroll(page);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('link', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/create-event$/);
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible();
  await expect(menu).toBeHidden();
  await page.context().close();
});

test('an admin reaches Inventory and QR Test from the sidebar, the page they are on marked', async ({ browser }) => {
  const page = await signedIn(browser, 'admin@pentas.test', desktop);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Workspace' });
  await expect(sidebar.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  // The header's menu is for narrow screens only.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  await sidebar.getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { name: 'Inventory Tracking' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Inventory' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current', 'page');

  await sidebar.getByRole('link', { name: 'QR Test' }).click();
  await expect(page.getByRole('heading', { name: 'QR Test' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'QR Test' })).toHaveAttribute('aria-current', 'page');

  await sidebar.getByRole('link', { name: 'Scanner' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectNoSidewaysScroll(page);
  await page.context().close();
});

test('an organizer opens the affiliate portal from the workspace and its back link leads to their events', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'organizer@pentas.test', desktop);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Events', selected: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Affiliate Portal' }).click();
  await expect(page.getByRole('heading', { name: 'Affiliate Portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Manage Events' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Events' })).toBeVisible();
  await page.context().close();
});

for (const [size, viewport] of Object.entries({ phone, desktop })) {
  test(`a customer sees no tool (${size})`, async ({ browser }) => {
    const page = await signedIn(browser, 'customer@pentas.test', viewport);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Tickets', 'Orders', 'Guide']);
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
    if (size === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link')).toHaveText(['Home', 'Events', 'Dashboard', 'Account settings', 'Logout']);
    }
    await expect(page.getByRole('link', { name: /Create Event|Analytics|Admin|Scanner/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
}
