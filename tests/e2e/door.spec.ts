import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readQrPng } from '../support/qr';
import { addToCart, checkOut, payByCard } from './buying';
import { findEventOnSale, recordToasts, signInAs, signUpNewCustomer, toastsSeen } from './helpers';

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
  await page.getByLabel('QR code data').fill('ticket:forged:1:someone:AAAA');
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(page.getByText('Scan Failed')).toBeVisible();
  await expect(page.getByTestId('scan-result')).toHaveCount(0);

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
