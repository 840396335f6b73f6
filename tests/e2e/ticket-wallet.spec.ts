import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { readQrPng } from '../support/qr';
import { createEvent, signInAs, signUpNewCustomer } from './helpers';

/** Buys through the API as the signed-in buyer: checkout, then the demo provider's card form. */
async function buy(request: APIRequestContext, eventId: number, type: { id: number; price: string }, quantity: number) {
  const started = await request.post('/api/create-payment-intent', {
    data: { eventId, currency: 'MYR', orderItems: [{ ticketTypeId: type.id, quantity, unitPrice: type.price }] },
  });
  expect(started.status()).toBe(200);
  const { clientSecret } = await started.json();
  const intentId = String(clientSecret).split('_secret_')[0];
  const paid = await request.post(`/api/demo-payments/${intentId}/confirm`, {
    data: { method: 'card', cardNumber: '4242424242424242' },
  });
  expect(paid.status()).toBe(200);
}

async function typesOf(request: APIRequestContext, eventId: number): Promise<{ id: number; price: string }[]> {
  return (await (await request.get(`/api/events/${eventId}`)).json()).ticketTypes;
}

/**
 * A new customer with tickets for two events of their own: two bought for the sooner one (one of them
 * then transferred to customer2), a complimentary one from the organizer's box office for the later one.
 */
async function customerWithTickets(page: Page, browser: Browser) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const organizer = await (await browser.newContext()).newPage();
  await signInAs(organizer, 'organizer@pentas.test');
  // Made later first: the wallet orders by the events' dates, not by what came first.
  const later = await createEvent(organizer, {
    title: `Wallet Gala ${stamp}`,
    startsInDays: 40,
    ticketTypes: [{ name: 'Gala Seat', price: '160.00', quantity: 20 }],
  });
  const sooner = await createEvent(organizer, {
    title: `Wallet Jazz ${stamp}`,
    startsInDays: 8,
    ticketTypes: [{ name: 'Standing', price: '80.00', quantity: 20 }],
  });
  const email = await signUpNewCustomer(page);
  const [standing] = await typesOf(page.request, sooner.id);
  await buy(page.request, sooner.id, standing, 2);
  const [gala] = await typesOf(organizer.request, later.id);
  const issued = await organizer.request.post('/api/admin/generate-tickets', {
    data: { userEmail: email, eventId: later.id, ticketTypeId: gala.id, quantity: 1 },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(issued.status()).toBe(200);
  await organizer.context().close();

  const mine: { id: string; event: { id: number } }[] = await (await page.request.get('/api/my-tickets')).json();
  const [given] = mine.filter((t) => t.event.id === sooner.id).sort((a, b) => b.id.localeCompare(a.id));
  const sent = await page.request.post(`/api/tickets/${given.id}/transfer`, {
    data: { email: 'customer2@pentas.test' },
  });
  expect(sent.status()).toBe(200);
  return { sooner, later, givenId: given.id };
}

/** The code an <img> shows, read as a door scanner reads it. */
async function codeIn(image: ReturnType<Page['getByRole']>) {
  const src = (await image.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/png;base64,/);
  return readQrPng(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'))?.text ?? '';
}

/** Records the page's screen wake lock requests and releases (a stand-in for the browser's own). */
async function watchWakeLock(page: Page) {
  await page.addInitScript(() => {
    const counts = { requested: 0, released: 0 };
    Object.assign(window, { wakeLockCounts: counts });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          counts.requested += 1;
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              counts.released += 1;
            },
          };
          return sentinel;
        },
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { wakeLockCounts: object }).wakeLockCounts);
}

const widths = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

for (const viewport of widths) {
  test.describe(`the ticket wallet at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('groups tickets by event with the next first, shows a code full screen that the door accepts, and still shows it offline', async ({
      page,
      browser,
    }) => {
      const { sooner, later, givenId } = await customerWithTickets(page, browser);
      const wakeLock = await watchWakeLock(page);
      await page.goto('/dashboard?tab=tickets');

      const groups = page.getByTestId('wallet-event');
      await expect(groups).toHaveCount(2);
      await expect(groups.nth(0).getByRole('heading', { level: 2 })).toHaveText(sooner.title);
      await expect(groups.nth(1).getByRole('heading', { level: 2 })).toHaveText(later.title);

      // Two bought, one since given away: the two cards say which is which, and to whom it went.
      const soonerTickets = groups.nth(0).getByTestId('ticket');
      await expect(soonerTickets).toHaveCount(2);
      const transferred = soonerTickets.filter({ hasText: `#${givenId.slice(0, 8)}` });
      const active = soonerTickets.filter({ hasNotText: `#${givenId.slice(0, 8)}` });
      await expect(transferred).toContainText(/Transferred to c•••@pentas\.test on \w{3}, \d{1,2} \w{3} \d{4}/);
      await expect(active).toContainText('RM 80.00');
      await expect(active).toContainText('Active');
      // The box office's gift reads as one, not as RM 160.00.
      const comp = groups.nth(1).getByTestId('ticket');
      await expect(comp).toContainText('Complimentary');
      await expect(comp).not.toContainText('RM 160.00');

      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);

      // Tap the code: the whole screen, with the event, its date and time, the type and the holder.
      await active.getByRole('button', { name: /^Show the QR code of Standing/ }).click();
      const shown = page.getByRole('dialog', { name: sooner.title });
      await expect(shown).toContainText(/Standing · Ticket [12] of 2/);
      await expect(shown).toContainText('Nurul Huda');
      await expect(shown).toContainText(/\w{3}, \d{1,2} \w{3} \d{4} · \d{1,2}:\d\d [ap]m/);
      const image = shown.getByRole('img', { name: 'QR code of your Standing ticket' });
      await expect(image).toBeVisible();
      const box = await image.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(Math.min(300, viewport.width - 60));
      await expect.poll(wakeLock).toMatchObject({ requested: 1 });
      const code = await codeIn(image);

      // The door accepts it.
      const admin = await (await browser.newContext()).newPage();
      await signInAs(admin, 'admin@pentas.test');
      const scanned = await (
        await admin.request.post('/api/scan-ticket', { data: { qrCode: code, eventId: sooner.id } })
      ).json();
      expect(scanned).toMatchObject({ canCheckIn: true, ticket: { event: { id: sooner.id } } });
      expect(scanned.ticket.id).not.toBe(givenId);
      await admin.context().close();

      await shown.getByRole('button', { name: 'Close' }).last().click();
      await expect(shown).toBeHidden();
      await expect.poll(wakeLock).toMatchObject({ requested: 1, released: 1 });

      // Kept on the device: the page's files, the list and the code; then no network at all.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open('pentas-wallet-shell')).keys()).length))
        .toBeGreaterThan(1);
      await page.context().setOffline(true);
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
      await expect(page.getByTestId('wallet-event').first().getByRole('heading', { level: 2 })).toHaveText(
        sooner.title,
      );
      await page.getByRole('button', { name: /^Show the QR code of Standing/ }).click();
      const offline = page.getByRole('dialog', { name: sooner.title });
      expect(await codeIn(offline.getByRole('img', { name: 'QR code of your Standing ticket' }))).toBe(code);
      await page.keyboard.press('Escape');
      await expect(offline).toBeHidden();
      await page.context().setOffline(false);
    });
  });
}
