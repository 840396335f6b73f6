import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { readQrPng } from '../support/qr';
import { addToCart, checkOut, payByCard } from './buying';
import { createEvent, findEventOnSale, recordToasts, signInAs, signUpNewCustomer, toastsSeen } from './helpers';

test('a bought ticket is downloaded, another transferred, and the first admitted once at the door', async ({
  page,
  browser,
}) => {
  await signUpNewCustomer(page);
  const event = await findEventOnSale(page, 'MYR');
  const typeName = event.ticketTypes[0].name;
  await page.goto(`/events/${event.id}`);
  await addToCart(page, typeName);
  await page.getByRole('button', { name: `Add one ${typeName}` }).click();
  await checkOut(page);
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto('/dashboard?tab=tickets');
  const tickets = page.getByTestId('ticket');
  await expect(tickets).toHaveCount(2);

  // Download QR: a PNG named after the event and ticket, holding a signed code.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tickets.first().getByRole('button', { name: 'Download QR' }).click(),
  ]);
  const eventSlug = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${eventSlug}-[a-z0-9-]+-[0-9a-f]{8}\\.png$`));
  const code = readQrPng(await readFile(await download.path()))?.text;
  expect(code).toMatch(/^ticket:[0-9a-f-]{36}:\d+:[^:]+:[\w-]+$/);

  // Transfer the other ticket to customer2, who then holds it.
  const second = tickets.nth(1);
  await second.getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer Ticket' });
  await dialog.getByLabel("Recipient's email").fill('customer2@pentas.test');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('ticket').filter({ hasText: 'Transferred' })).toHaveCount(1);

  const recipient = await (await browser.newContext()).newPage();
  await signInAs(recipient, 'customer2@pentas.test');
  await recipient.goto('/dashboard?tab=tickets');
  // The re-issued ticket is the newest one customer2 holds for this event (received just now).
  const received = await recipient.request.get('/api/my-tickets');
  const newest = (await received.json())
    .filter((t: { event: { id: number } }) => t.event.id === event.id)
    .sort((a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt))[0];
  expect(Date.now() - Date.parse(newest.createdAt)).toBeLessThan(60_000);
  await expect(recipient.getByTestId('ticket').filter({ hasText: `#${newest.id.slice(0, 8)}` })).toContainText(
    'Active',
  );

  // The admin scans the first ticket's code, checks it in, and a second scan is refused.
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin@pentas.test');
  await admin.goto('/checkin');
  // At another event's door the ticket is refused.
  const door = admin.getByLabel('Event at this door');
  // By value: event titles made by other tests may hold spaces an option label trims. Polled, since
  // the options arrive with the events list (before it, the select may not even be on the page).
  const anotherEventAtDoor = () =>
    door
      .locator('option')
      .evaluateAll(
        (options, id) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v && v !== id),
        String(event.id),
      );
  let otherEvent = '';
  await expect.poll(async () => (otherEvent = (await anotherEventAtDoor()) ?? '')).toBeTruthy();
  await door.selectOption(otherEvent);
  // The door is kept in the address, so a reload (or a bookmark) opens the same door.
  await expect(admin).toHaveURL(new RegExp(`[?&]event=${otherEvent}`));
  await admin.reload();
  await expect(door).toHaveValue(otherEvent);
  await admin.getByLabel('QR code data').fill(code ?? '');
  await admin.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(admin.getByTestId('scan-result')).toContainText('Cannot Check In');
  await expect(admin.getByTestId('scan-result')).toContainText('This ticket is for another event');

  await door.selectOption(String(event.id));
  await expect(admin).toHaveURL(new RegExp(`[?&]event=${event.id}`));
  await admin.getByLabel('QR code data').fill(`  ${code}  `);
  await admin.keyboard.press('Enter'); // as a hardware scanner does
  const result = admin.getByTestId('scan-result');
  await expect(result).toContainText(event.title);
  await expect(result).toContainText('Active');
  await result.getByRole('button', { name: 'Check In' }).click();
  await expect(admin.getByText('Check-in Successful')).toBeVisible();
  await expect(result).toContainText('Used');

  await admin.getByLabel('QR code data').fill(code ?? '');
  await admin.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(result.getByText('Already Checked In')).toBeVisible();
  await expect(result).toContainText('This ticket has already been used');

  // The holder sees the ticket as used, with its actions off.
  await page.reload();
  const used = page.getByTestId('ticket').filter({ hasText: 'Used' });
  await expect(used).toHaveCount(1);
  await expect(used.getByRole('button', { name: 'Download QR' })).toBeDisabled();
  await expect(used.getByRole('button', { name: 'Transfer' })).toBeDisabled();
});

test("the scanner refuses an empty or forged code, and a customer can't open it", async ({ page, browser }) => {
  await signInAs(page, 'admin@pentas.test');
  await page.goto('/checkin');
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(page.getByText('Please enter a QR code')).toBeVisible();
  await expect(page.getByLabel('QR code data')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('QR code data').fill('ticket:forged:1:someone:AAAA');
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  // Not an empty card and a toast: the card itself says why.
  await expect(page.getByTestId('scan-result')).toContainText('Invalid QR code');
  await expect(page.getByTestId('scan-result')).toContainText('This is not a Pentas ticket code.');
  await expect(page.getByText('Please enter a QR code')).toHaveCount(0);

  // A door in the address shows as chosen even when the events list cannot load: what the select
  // shows is what scans enforce, never 'Any event' while an event check is on.
  await page.route('**/api/events?*', (route) => route.abort());
  await page.goto('/checkin?event=987654');
  await expect(page.getByLabel('Event at this door')).toHaveValue('987654');
  await expect(page.getByLabel('Event at this door').locator('option:checked')).toHaveText('Event #987654');
  await page.unroute('**/api/events?*');

  const customer = await (await browser.newContext()).newPage();
  await recordToasts(customer);
  await signInAs(customer, 'customer@pentas.test');
  await customer.goto('/checkin');
  await expect(customer).toHaveURL(/\/$/);
  expect((await toastsSeen(customer)).join(' ')).toContain("You don't have permission to access this page");
});

test('the QR test page draws a code and lets an organizer debug-scan a forged one', async ({ page }) => {
  await signInAs(page, 'organizer@pentas.test');
  await page.goto('/qr-test');
  await expect(page.getByRole('button', { name: 'Test Scan' })).toBeDisabled();
  await page.getByRole('button', { name: 'Use' }).nth(1).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  const image = page.getByRole('img', { name: /^QR code of ticket:/ });
  await expect(image).toHaveAttribute('width', '256');
  await page.getByRole('button', { name: 'Debug Scan' }).click();
  await expect(page.getByRole('alert')).toContainText('Scan failed');
});

/** Ticket codes as their holder downloads them: `count` tickets of a fresh event, issued at the box office. */
async function holderWithCodes(browser: Browser, count: number) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const organizer = await (await browser.newContext()).newPage();
  await signInAs(organizer, 'organizer@pentas.test');
  const here = await createEvent(organizer, {
    title: `Door Night ${stamp}`,
    ticketTypes: [{ name: 'Standing', price: '50.00', quantity: 20 }],
  });
  const elsewhere = await createEvent(organizer, {
    title: `Other Door ${stamp}`,
    ticketTypes: [{ name: 'Standing', price: '50.00', quantity: 20 }],
  });
  const holder = await (await browser.newContext()).newPage();
  const email = await signUpNewCustomer(holder);
  const [type] = (await (await organizer.request.get(`/api/events/${here.id}`)).json()).ticketTypes;
  const issued = await organizer.request.post('/api/admin/generate-tickets', {
    data: { userEmail: email, eventId: here.id, ticketTypeId: type.id, quantity: count },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(issued.status()).toBe(200);
  await organizer.context().close();

  const mine: { id: string }[] = await (await holder.request.get('/api/my-tickets')).json();
  const codes: { id: string; code: string }[] = [];
  for (const { id } of mine) {
    const { qrCode } = await (await holder.request.get(`/api/tickets/${id}/qr`)).json();
    const png = Buffer.from(String(qrCode).slice(String(qrCode).indexOf(',') + 1), 'base64');
    codes.push({ id, code: readQrPng(png)?.text ?? '' });
  }
  return { here, elsewhere, holder, codes };
}

/** A scanner page that notes each vibration and tone the door makes (the device's own are not observable). */
async function gate(browser: Browser, viewport: { width: number; height: number }, eventId: number) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { vibrations: number[][]; tones: number[] };
    w.vibrations = [];
    w.tones = [];
    Object.defineProperty(navigator, 'vibrate', {
      value: (pattern: number[]) => w.vibrations.push(pattern) > 0,
      configurable: true,
    });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      w.tones.push(this.frequency.value);
      return start.call(this, when);
    };
  });
  await signInAs(page, 'admin@pentas.test');
  await page.goto(`/checkin?event=${eventId}`);
  return page;
}

const lastVibration = (page: Page) =>
  page.evaluate(() => (window as unknown as { vibrations: number[][] }).vibrations.at(-1));

async function scan(page: Page, code: string) {
  const field = page.getByLabel('QR code data');
  await field.fill(code);
  await field.press('Enter'); // as a hardware scanner does
  return page.getByTestId('scan-result');
}

/** When an instant reads on Kuala Lumpur's clock, as the door writes a check-in's time. */
const klTime = (iso: string) =>
  new Intl.DateTimeFormat('en-MY', { timeZone: 'Asia/Kuala_Lumpur', dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the door's card tells the truth: green once checked in, red with the reason and the first check-in's time`, async ({
    browser,
  }) => {
    const { here, elsewhere, holder, codes } = await holderWithCodes(browser, 3);
    const [first, second, given] = codes;
    const sent = await holder.request.post(`/api/tickets/${given.id}/transfer`, {
      data: { email: 'customer2@pentas.test' },
    });
    expect(sent.status()).toBe(200);

    const page = await gate(browser, viewport, here.id);
    const field = page.getByLabel('QR code data');
    // Large targets for gloved hands, and nothing wider than the screen.
    for (const control of [
      page.getByLabel('Event at this door'),
      field,
      page.getByRole('button', { name: 'Scan', exact: true }),
      page.getByRole('button', { name: 'Scan with camera' }),
      page.getByRole('main').getByRole('link', { name: 'Back to Admin' }),
      page.getByRole('main').getByRole('link', { name: 'Logout' }),
    ]) {
      expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    }

    // Scan, check in: green, with the time and who, and the field ready for the next code.
    const card = await scan(page, first.code);
    await expect(card).toHaveAttribute('data-verdict', 'ready');
    const checkIn = card.getByRole('button', { name: 'Check In' });
    expect((await checkIn.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await checkIn.click();
    await expect(card).toHaveAttribute('data-verdict', 'yes');
    await expect(card).toContainText('Check-in Successful');
    const scanned = await (await page.request.post('/api/scan-ticket', { data: { qrCode: first.code } })).json();
    const checkedIn = `Checked in ${klTime(scanned.ticket.checkedInAt)} by Aminah Yusof`;
    await expect(card).toContainText(checkedIn);
    await expect(card).not.toContainText('Already Checked In');
    await expect(field).toBeFocused();
    expect(await lastVibration(page)).toEqual([80]);

    // The same code again: red, already used, with the first check-in's time.
    await scan(page, first.code);
    await expect(card).toHaveAttribute('data-verdict', 'no');
    await expect(card).toContainText('Already Checked In');
    await expect(card).toContainText('This ticket has already been used');
    await expect(card).toContainText(checkedIn);
    await expect(field).toBeFocused();
    expect(await lastVibration(page)).toEqual([180, 90, 180]);

    // Two gates, one ticket: the second to tap Check In is told who was first, and when.
    const otherGate = await gate(browser, viewport, here.id);
    const otherCard = await scan(otherGate, second.code);
    await expect(otherCard).toHaveAttribute('data-verdict', 'ready');
    await scan(page, second.code);
    await card.getByRole('button', { name: 'Check In' }).click();
    await expect(card).toHaveAttribute('data-verdict', 'yes');
    await otherCard.getByRole('button', { name: 'Check In' }).click();
    await expect(otherCard).toHaveAttribute('data-verdict', 'no');
    await expect(otherCard).toContainText('Already Checked In');
    const firstGate = (await card.getByText(/^Checked in /).textContent()) ?? '';
    expect(firstGate).toMatch(/by Aminah Yusof$/);
    await expect(otherCard).toContainText(firstGate);
    await otherGate.context().close();

    // A forged code (one signature character changed), garbage, a transferred ticket's old code and
    // another event's ticket: each says why in the card.
    const signature = first.code.slice(first.code.lastIndexOf(':') + 1);
    const swapped = signature[10] === 'A' ? 'B' : 'A';
    const forged = `${first.code.slice(0, first.code.lastIndexOf(':') + 1)}${signature.slice(0, 10)}${swapped}${signature.slice(11)}`;
    for (const [code, title, why] of [
      [forged, 'Invalid QR code', 'Forged or altered: the code’s signature does not match.'],
      ['hello', 'Invalid QR code', 'This is not a Pentas ticket code.'],
      [given.code, 'Cannot Check In', 'It was transferred to another account'],
    ]) {
      await scan(page, code);
      await expect(card).toHaveAttribute('data-verdict', 'no');
      await expect(card.getByRole('alert')).toContainText(title);
      await expect(card.getByRole('alert')).toContainText(why);
    }
    await page.goto(`/checkin?event=${elsewhere.id}`);
    await scan(page, first.code);
    await expect(card.getByRole('alert')).toContainText('This ticket is for another event');
    await expect(card.getByRole('alert')).toContainText(`It is for ${here.title}`);
    await expect(card.getByRole('alert')).toContainText(`this door admits ${elsewhere.title}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // Heard as well as seen: the door played its tones.
    expect(await page.evaluate(() => (window as unknown as { tones: number[] }).tones.length)).toBeGreaterThan(0);
  });
}
