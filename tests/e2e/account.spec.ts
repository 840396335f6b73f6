import { expect, type Page, test } from '@playwright/test';
import postgres from 'postgres';
import { embeddedUrl } from '../../api/src/db/embedded';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { signUpNewCustomer } from './helpers';

/**
 * Forgot password and the settings page in the browser (issue 28), on a phone and a desktop: the link
 * is read from the reset mail kept in the database (the embedded default keeps mails there).
 */
async function resetTokenFor(email: string) {
  const sql = postgres(embeddedUrl(Number(process.env.E2E_PG_PORT ?? 54410)), { max: 1 });
  try {
    const [row] = await sql<{ token: string }[]>`
      select data->>'token' as token from mail_outbox
      where kind = 'password_reset' and recipient = ${email} order by created_at desc limit 1`;
    return row?.token;
  } finally {
    await sql.end();
  }
}

/** The confirmation link in the welcome mail, once the send job has rendered it (kept in the row). */
async function welcomeLinkFor(email: string) {
  const sql = postgres(embeddedUrl(Number(process.env.E2E_PG_PORT ?? 54410)), { max: 1 });
  try {
    const [row] = await sql<{ text: string | null }[]>`
      select message->>'text' as text from mail_outbox where kind = 'welcome' and recipient = ${email} limit 1`;
    return row?.text?.match(/https?:\/\/\S+(\/confirm-email\?token=\S+)/)?.[1];
  } finally {
    await sql.end();
  }
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const [label, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('forgot password: ask on the log-in page, open the mailed link, set a new password, log in with it', async ({
      page,
    }) => {
      const email = await signUpNewCustomer(page);
      await page.context().clearCookies();

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByTestId('reset-requested')).toContainText('If an account exists for that address');
      await noSidewaysScroll(page);

      let token: string | undefined;
      await expect.poll(async () => (token = await resetTokenFor(email))).toBeTruthy();
      await page.goto(`/reset-password?token=${encodeURIComponent(token ?? '')}`);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('a-fresh-password');
      await page.getByLabel('New password again').fill('a-fresh-password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Your new password is set.')).toBeVisible();
      await noSidewaysScroll(page);

      // The link is spent.
      await page.goto(`/reset-password?token=${encodeURIComponent(token ?? '')}`);
      await page.getByLabel('New password', { exact: true }).fill('another-password');
      await page.getByLabel('New password again').fill('another-password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('This link has expired or was already used.')).toBeVisible();

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('a-fresh-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("the welcome mail's link asks before it confirms the address (a mail scanner opening it changes nothing)", async ({
      page,
    }) => {
      const email = await signUpNewCustomer(page);
      let link: string | undefined;
      await expect.poll(async () => (link = await welcomeLinkFor(email)), { timeout: 30_000 }).toBeTruthy();
      await page.goto(link ?? '');
      await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
      await noSidewaysScroll(page);
      await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
      await expect(page.getByRole('status')).toHaveText('Thank you: your e-mail address is confirmed.');
      await page.getByRole('link', { name: 'Go to your settings' }).click();
      await expect(page).toHaveURL(/\/settings$/);
    });

    test('settings: change name, refuse a wrong current password beside its field, change it, delete the account', async ({
      page,
    }) => {
      const email = await signUpNewCustomer(page, 'Amir', 'Hakim');
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
      await noSidewaysScroll(page);

      await page.getByLabel('First name').fill('Amirul');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByText('Your name is saved.')).toBeVisible();

      await page.getByLabel('Current password').fill('not-my-password');
      await page.getByLabel('New password').fill('another-password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.locator('#currentPassword-error')).toHaveText('That is not your current password.');
      await page.getByLabel('Current password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your new password is set.')).toBeVisible();

      await page.getByLabel(`Type ${email} to confirm`).fill(email);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/\?account=deleted$/);
      const me = await page.request.get('/api/auth/user');
      expect(me.status()).toBe(401);
    });
  });
}
