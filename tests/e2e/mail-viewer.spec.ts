import { expect, type Page, test } from '@playwright/test';
import { addToCart, checkOut, payByCard } from './buying';
import { findEventOnSale, signInAs, signUpNewCustomer } from './helpers';

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0);
}

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of widths) {
  test.describe(`the mail viewer on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("after a demo purchase, an admin finds the buyer's confirmation in /admin/mail with its PDF tickets", async ({
      page,
      browser,
    }) => {
      const buyer = await signUpNewCustomer(page, 'Nurul', 'Huda');
      const event = await findEventOnSale(page, 'MYR');
      const typeName = event.ticketTypes[0].name;
      await page.goto(`/events/${event.id}`);
      await addToCart(page, typeName);
      await checkOut(page);
      await payByCard(page, '4242424242424242');
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 15_000 });
      const orderId = page.url().split('/').pop() ?? '';

      const admin = await (await browser.newContext({ viewport })).newPage();
      await signInAs(admin, 'admin@pentas.test');
      await admin.goto('/admin');
      await admin.getByRole('main').getByRole('link', { name: 'Mail', exact: true }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
      await admin.getByLabel('Recipient').fill(buyer);
      await expect(admin).toHaveURL(/recipient=buyer-/);
      const subject = `Your tickets for ${event.title} (order ${orderId.slice(0, 8)})`;
      // The send job keeps it in the database in a moment (no SMTP_URL): ask again until it is there.
      await expect(async () => {
        await admin.reload();
        await expect(admin.getByRole('link', { name: subject })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      // The new buyer's welcome mail is listed too: the confirmation's own row says Sent.
      const row = admin
        .getByRole('main')
        .locator('tr')
        .filter({ has: admin.getByRole('link', { name: subject }) });
      await expect(row.getByText('Sent', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(admin);

      await admin.getByRole('link', { name: subject }).click();
      await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(admin.getByText('Order confirmation to Nurul Huda')).toBeVisible();
      const frame = admin.frameLocator('iframe[sandbox=""]');
      await expect(frame.getByRole('heading', { name: `You're going to ${event.title}` })).toBeVisible();
      const pdf = admin.getByRole('link', { name: /tickets\.pdf/ });
      await expect(pdf).toBeVisible();
      const [download] = await Promise.all([admin.waitForEvent('download'), pdf.click()]);
      const bytes = await download.createReadStream().then(
        (stream) =>
          new Promise<Buffer>((resolve) => {
            const parts: Buffer[] = [];
            stream.on('data', (b: Buffer) => parts.push(b));
            stream.on('end', () => resolve(Buffer.concat(parts)));
          }),
      );
      expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
      await expect(admin.getByRole('heading', { name: 'Plain text' })).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Send a copy' })).toBeVisible();
      await expectNoSidewaysScroll(admin);
    });
  });
}
