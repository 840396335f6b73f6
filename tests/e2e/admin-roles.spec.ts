import { expect, test } from '@playwright/test';
import { mainNavLinks, recordToasts, signInAs, signUpNewCustomer, toastsSeen } from './helpers';

test('an admin makes a customer an organizer on /admin; the customer has Create Event on their next page load', async ({
  page,
  browser,
}) => {
  // The customer, in a browser of their own: a fresh account, so no seeded role needs restoring.
  const customer = await (await browser.newContext()).newPage();
  const email = await signUpNewCustomer(customer, 'Farah', 'Ismail');
  await customer.goto('/');
  await expect(mainNavLinks(customer)).toHaveText(['Home', 'Events']);

  await recordToasts(page);
  await signInAs(page, 'admin@pentas.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const users = page.getByRole('region', { name: 'User Roles' });
  await users.getByRole('searchbox', { name: 'Search users by e-mail or name...' }).fill(email);
  // The search has answered (a fresh buyer's address may also be on the unfiltered first page).
  await expect(users.getByText('Showing 1 of 1 users')).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: email });
  const roles = row.getByRole('group', { name: `Role of ${email}` });
  await expect(roles.getByRole('button', { name: 'Customer' })).toHaveAttribute('aria-pressed', 'true');

  await roles.getByRole('button', { name: 'Organizer' }).click();
  await expect(roles.getByRole('button', { name: 'Organizer' })).toHaveAttribute('aria-pressed', 'true');
  await expect(roles.getByRole('button', { name: 'Customer' })).toBeEnabled();
  await expect.poll(() => toastsSeen(page)).toContainEqual(expect.stringContaining(`${email} is now organizer.`));
  // The change is in the audit log, with the admin who made it.
  const log = page.getByRole('region', { name: 'Audit Log' });
  await expect(log.getByRole('row').filter({ hasText: 'role: customer → organizer' }).first()).toContainText(
    'admin@pentas.test',
  );

  // The role counts from the customer's next request: a reload shows the organizer's navigation.
  await customer.reload();
  await expect(mainNavLinks(customer)).toHaveText(['Home', 'Events', 'Create Event', 'Analytics']);
  await mainNavLinks(customer).filter({ hasText: 'Create Event' }).click();
  await expect(customer.getByRole('heading', { name: 'Create Event' })).toBeVisible();
});

test("the admin's own row has no role buttons", async ({ page }) => {
  await signInAs(page, 'admin@pentas.test');
  await page.goto('/admin');
  const users = page.getByRole('region', { name: 'User Roles' });
  await users.getByRole('searchbox').fill('admin@pentas.test');
  const own = users.getByRole('row').filter({ hasText: 'admin@pentas.test' });
  await expect(own).toContainText('(you)');
  await expect(own.getByRole('button')).toHaveCount(0);
});
