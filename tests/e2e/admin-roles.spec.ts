import { expect, test } from '@playwright/test';
import { mainNavLinks, recordToasts, signInAs, signUpNewCustomer, toastsSeen } from './helpers';

test('an admin makes a customer an organizer on /admin; the customer has Create Event in their workspace on their next page', async ({
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
  await page.getByRole('main').getByRole('link', { name: 'User Roles' }).click();
  const users = page.getByRole('region', { name: 'User Roles' });
  await users.getByRole('searchbox', { name: 'Search users by e-mail or name...' }).fill(email);
  // The search has answered (a fresh buyer's address may also be on the unfiltered first page).
  await expect(users.getByText('Showing 1 of 1 users')).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Customer');
  const roles = row.getByRole('group', { name: `Change the role of ${email}` });
  await expect(roles.getByRole('button', { name: 'Customer' })).toHaveCount(0);

  // The change asks first, naming the user and both roles.
  await roles.getByRole('button', { name: 'Organizer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make organizer' });
  await expect(dialog).toContainText('Make Farah Ismail an organizer? They are a customer now.');
  await dialog.getByRole('button', { name: 'Make organizer' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Customer' })).toBeVisible();
  await expect
    .poll(() => toastsSeen(page))
    .toContainEqual(expect.stringContaining('Farah Ismail is now an organizer.'));
  // The audit log reads the change in words, with the admin who made it.
  await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Audit Log' }).click();
  const log = page.getByRole('region', { name: 'Audit Log' });
  await log.getByLabel('Concerning').fill(email);
  await expect(log.getByRole('row').nth(1)).toContainText('Aminah changed Farah Ismail from customer to organizer');

  // The role counts from the customer's next request: their next page has the organizer's workspace.
  await customer.goto('/dashboard');
  const tools = customer.getByRole('navigation', { name: 'Workspace' }).getByRole('link');
  await expect(tools).toHaveText([
    'Manage Events',
    'Create Event',
    'Analytics',
    'Refund Requests',
    'Box Office',
    'Affiliate Portal',
  ]);
  await tools.filter({ hasText: 'Create Event' }).click();
  await expect(customer.getByRole('heading', { name: 'Create Event' })).toBeVisible();
});

test("the admin's own row has no role buttons", async ({ page }) => {
  await signInAs(page, 'admin@pentas.test');
  await page.goto('/admin/users');
  const users = page.getByRole('region', { name: 'User Roles' });
  await users.getByRole('searchbox').fill('admin@pentas.test');
  const own = users.getByRole('row').filter({ hasText: 'admin@pentas.test' });
  await expect(own).toContainText('(you)');
  await expect(own.getByRole('button')).toHaveCount(0);
});

test('making someone an admin asks for their e-mail, typed; the button waits for it', async ({ page, browser }) => {
  const other = await (await browser.newContext()).newPage();
  const email = await signUpNewCustomer(other, 'Nadia', 'Rahman');
  await signInAs(page, 'admin@pentas.test');
  await page.goto('/admin/users');
  const users = page.getByRole('region', { name: 'User Roles' });
  await users.getByRole('searchbox', { name: 'Search users by e-mail or name...' }).fill(email);
  await expect(users.getByText('Showing 1 of 1 users')).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make admin' });
  await expect(dialog).toContainText('Make Nadia Rahman an admin? They are a customer now.');
  const confirm = dialog.getByRole('button', { name: 'Make admin' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  // Cancelled, nothing changes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Customer');
  await row.getByRole('button', { name: 'Admin' }).click();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Customer' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Admin' })).toHaveCount(0);
});
