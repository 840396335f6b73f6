import { expect, type Page, test } from '@playwright/test';
import { createEvent, signInAs, signUpNewCustomer } from './helpers';

/**
 * The waiting list (issue 30): a buyer joins the list of a sold-out type, a refund frees a ticket, the
 * job engine offers it to them (dashboard and mail viewer), and they pay within the offer's time.
 */

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const [name, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('a buyer joins the list of a sold-out type, a refund frees a ticket, and they buy it from the offer', async ({
      browser,
      page,
    }) => {
      // The organizer's event: one RM 30.00 ticket, its waiting list on.
      const organizer = await (await browser.newContext({ viewport })).newPage();
      await signInAs(organizer, 'organizer@pentas.test');
      const event = await createEvent(organizer, {
        title: `Waiting list night ${name} ${Date.now()}`,
        ticketTypes: [{ name: 'Front Row', price: '30.00', quantity: 1 }],
      });
      const [type] = (await (await organizer.request.get(`/api/events/${event.id}`)).json()).ticketTypes;
      const switched = await organizer.request.put(`/api/ticket-types/${type.id}/waiting-list`, {
        data: { enabled: true, offerHours: 12 },
      });
      expect(switched.status()).toBe(200);

      // Someone else buys the one ticket.
      const first = await (await browser.newContext()).newPage();
      await signUpNewCustomer(first, 'Aisha', 'Rahman');
      const started = await first.request.post('/api/create-payment-intent', {
        data: {
          eventId: event.id,
          currency: 'MYR',
          orderItems: [{ ticketTypeId: type.id, quantity: 1, unitPrice: '30.00' }],
        },
      });
      expect(started.status()).toBe(200);
      const { orderId: soldOrder, clientSecret } = await started.json();
      const paid = await first.request.post(`/api/demo-payments/${String(clientSecret).split('_secret_')[0]}/confirm`, {
        data: { method: 'card', cardNumber: '4242424242424242' },
      });
      expect(paid.status()).toBe(200);

      // Our buyer finds it sold out and joins the waiting list for it.
      const buyer = await signUpNewCustomer(page, 'Nurul', 'Huda');
      await page.goto(`/events/${event.id}`);
      await expect(page.getByTestId('ticket-type').getByText('Sold Out')).toBeVisible();
      await page.getByRole('button', { name: 'Join waiting list: Front Row' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join waiting list' });
      await dialog.getByLabel('Tickets wanted').selectOption('1');
      await dialog.getByRole('button', { name: 'Join waiting list' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('link', { name: 'On the waiting list: place 1' })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The organizer refunds the first buyer's ticket: it goes to the list, not back on sale.
      const orders = await (await organizer.request.get(`/api/events/${event.id}/orders`)).json();
      const sold = orders.find((o: { id: string }) => o.id === soldOrder);
      const refunded = await organizer.request.post(`/api/orders/${soldOrder}/refunds`, {
        data: { ticketIds: [sold.tickets[0].id], reason: 'Cannot come' },
      });
      expect(refunded.status()).toBe(201);
      const after = (await (await organizer.request.get(`/api/events/${event.id}`)).json()).ticketTypes[0];
      expect(after.available).toBe(0);

      // The job engine offers it: the dashboard shows the offer (asked again until it is there).
      await page.goto('/dashboard?tab=orders');
      const entry = page.getByTestId('waiting-list-entry').filter({ hasText: event.title });
      await expect(async () => {
        await page.reload();
        await expect(entry).toContainText('Offer open until', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expectNoSidewaysScroll(page);

      // The offer's mail, in the admin's mail viewer.
      const admin = await (await browser.newContext({ viewport })).newPage();
      await signInAs(admin, 'admin@pentas.test');
      await admin.goto(`/admin/mail?recipient=${encodeURIComponent(buyer)}`);
      const subject = `Tickets for ${event.title} are held for you`;
      await expect(async () => {
        await admin.reload();
        await expect(admin.getByRole('link', { name: subject })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await admin.getByRole('link', { name: subject }).click();
      await expect(admin.frameLocator('iframe[sandbox=""]').getByText('held for you until')).toBeVisible();
      await expectNoSidewaysScroll(admin);

      // The buyer pays within the offer's time: the offer's order, 'Complete payment', the demo card.
      await entry.getByRole('link', { name: 'Complete payment' }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: /^Complete payment/ }).click();
      await expect(page).toHaveURL(/\/checkout\?orderId=/);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay RM/ }).click();
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

      await page.goto('/dashboard?tab=orders');
      await expect(async () => {
        await page.reload();
        await expect(entry).toContainText('Bought', { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    });
  });
}
