import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request, test } from '@playwright/test';
import postgres from 'postgres';
import { embeddedUrl } from '../../api/src/db/embedded';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { baseURL } from '../../playwright.config';
import { checkOut, payByCard } from './buying';
import { createEvent, findEventOnSale, signInAs, signUpNewCustomer } from './helpers';

/** A blog on another origin, with CSS as hostile as it gets, embedding two widgets. */
function hostPage(firstEvent: number, secondEvent: number, refCode: string) {
  return `<!doctype html><html><head><title>A travel blog</title>
<style>* { all: unset; color: red !important; font-size: 40px !important } h2 { display: block }</style></head>
<body><h2 id="host-heading">Our picks this month</h2><ul><li id="host-item">A host list item</li></ul>
<script async src="${baseURL}/widget/v1.js"></script>
<div data-pentas-event="${firstEvent}" data-pentas-ref="${refCode}"></div>
<div data-pentas-event="${secondEvent}" data-pentas-accent="#7c3aed"></div>
</body></html>`;
}

let host: Server;
let hostUrl = '';
let html = '';

test.beforeAll(async () => {
  host = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

async function resellerCode() {
  const reseller = await request.newContext({ baseURL });
  const signIn = await reseller.post('/api/auth/sign-in', {
    data: { email: 'reseller@pentas.test', password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const { affiliateCode } = await (await reseller.get('/api/admin/affiliate-code')).json();
  await reseller.dispose();
  return affiliateCode as string;
}

test('two widgets on a hostile page render in isolation, and Checkout carries the cart and ref to a purchase', async ({
  page,
  context,
}) => {
  await signUpNewCustomer(page);
  const first = await findEventOnSale(page, 'MYR');
  const second = await findEventOnSale(page, 'IDR');
  const code = await resellerCode();
  html = hostPage(first.id, second.id, code);

  const apiCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(new URL(r.url()).pathname));
  await page.goto(hostUrl);
  const widgetA = page.getByRole('region', { name: `Tickets for ${first.title}` });
  const widgetB = page.getByRole('region', { name: `Tickets for ${second.title}` });
  await expect(widgetA.getByRole('heading', { name: first.title })).toBeVisible();
  // Milliseconds since the host page's navigation began (the check polls, so this is an upper bound).
  const firstRender = await page.evaluate(() => Math.round(performance.now()));
  console.log(`widget: first render within ${firstRender} ms of navigation (two widgets, one API request each)`);
  await expect(widgetB.getByRole('heading', { name: second.title })).toBeVisible();
  await expect(widgetB).toContainText('Rp');
  // One API request per widget to first render.
  expect(apiCalls.sort()).toEqual([`/api/events/${first.id}`, `/api/events/${second.id}`].sort());

  // A widget the host adds later is picked up too.
  await page.evaluate((id) => {
    const later = document.createElement('div');
    later.dataset.pentasEvent = String(id);
    later.dataset.pentasLocale = 'ms-MY';
    document.body.append(later);
  }, second.id);
  await expect(page.getByRole('region', { name: `Tickets for ${second.title}` })).toHaveCount(2);

  // The host's CSS does not reach in, and the widget's does not leak out.
  const inside = await widgetA.getByRole('heading').evaluate((h) => getComputedStyle(h));
  expect(inside.fontSize).toBe('17px');
  expect(inside.color).not.toBe('rgb(255, 0, 0)');
  const outside = await page.locator('#host-heading').evaluate((h) => getComputedStyle(h));
  expect(outside.fontSize).toBe('40px');
  expect(outside.color).toBe('rgb(255, 0, 0)');
  // The widget styles its own <li> as flex rows; a host <li> keeps the host's `all: unset` (inline).
  expect(await page.locator('#host-item').evaluate((li) => getComputedStyle(li).display)).toBe('inline');

  const type = first.ticketTypes[0];
  const checkout = widgetA.getByRole('link', { name: /Choose tickets|Checkout/ });
  await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  await widgetA.getByRole('button', { name: `Add one ${type.name}` }).click();
  await widgetA.getByRole('button', { name: `Add one ${type.name}` }).click();
  await expect(widgetA.getByLabel(`${type.name} quantity`)).toHaveText('2');
  await expect(widgetA).toContainText('Total incl. fee');

  const [tab] = await Promise.all([context.waitForEvent('page'), checkout.click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(new RegExp(`/events/${first.id}\\?ref=${code}`));
  await expect(tab.getByTestId('cart-count')).toHaveText('2');
  // The hand-over lands on the cart, never on a dialog asking to register.
  await expect(tab.getByRole('dialog', { name: 'Order Summary' })).toBeVisible();
  await expect(tab.getByRole('dialog', { name: 'Registration Required' })).toHaveCount(0);
  await expect.poll(() => tab.evaluate(() => localStorage.getItem('affiliateCode'))).toBe(code);
  // The handed-over cart leaves the address once read (a reload keeps the cart as changed); ref stays.
  await expect(tab).not.toHaveURL(/[?&]cart=/);
  expect(new URL(tab.url()).searchParams.get('ref')).toBe(code);
  await tab.reload();
  await expect(tab.getByTestId('cart-count')).toHaveText('2');

  await checkOut(tab);
  const orderId = new URL(tab.url()).searchParams.get('orderId');
  await payByCard(tab, '4242424242424242');
  await expect(tab.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  const sql = postgres(embeddedUrl(Number(process.env.E2E_PG_PORT ?? 54410)), { max: 1 });
  try {
    const [order] = await sql`
      select o.status, a.code from orders o join affiliate_codes a on a.id = o.affiliate_code_id where o.id = ${orderId}`;
    expect(order).toEqual({ status: 'completed', code });
  } finally {
    await sql.end();
  }
});

test('a widget for an unknown event says it is not available', async ({ page }) => {
  html = hostPage(999999, 999998, 'NOPE');
  await page.goto(hostUrl);
  await expect(page.getByRole('alert').first()).toHaveText('This event is not available.');
});

test('a widget for a cancelled event says so in place of Checkout', async ({ page }) => {
  await signInAs(page, 'organizer@pentas.test');
  const event = await createEvent(page, {
    title: 'Widget night, called off',
    ticketTypes: [{ name: 'Standing', price: '30.00', quantity: 50 }],
  });
  const cancelled = await page.request.post(`/api/events/${event.id}/cancel`, {
    data: { reason: 'The hall flooded.' },
  });
  expect(cancelled.status()).toBe(200);
  html = hostPage(event.id, 999998, 'NOPE');
  await page.goto(hostUrl);
  await expect(page.getByRole('status').filter({ hasText: 'cancelled' })).toHaveText('This event has been cancelled');
  await expect(page.getByRole('link', { name: /Checkout|Choose tickets/ })).toHaveCount(0);
});

test("a code in the host page's address: the widget shows the type it reveals and its prices, and Checkout carries it", async ({
  page,
  context,
}) => {
  await signInAs(page, 'organizer@pentas.test');
  const event = await createEvent(page, {
    title: 'Widget night with a guest list',
    ticketTypes: [
      { name: 'Standing', price: '30.00', quantity: 50 },
      { name: 'Guest list', price: '20.00', quantity: 10, hidden: true },
    ],
  });
  const made = await page.request.post(`/api/events/${event.id}/promo-codes`, {
    data: { code: 'GUESTS', kind: 'access', discount: { type: 'percent', value: '50' } },
  });
  expect(made.status()).toBe(201);
  html = hostPage(event.id, 999998, 'NOPE');

  // Without the code, the hidden type is not there.
  await page.goto(hostUrl);
  const widget = page.getByRole('region', { name: `Tickets for ${event.title}` });
  await expect(widget).toContainText('Standing');
  await expect(widget).not.toContainText('Guest list');

  await page.goto(`${hostUrl}?code=guests`);
  await expect(widget.getByText('Code GUESTS applied: 50% off.')).toBeVisible();
  await expect(widget).toContainText('Guest list');
  await expect(widget.locator('s')).toHaveText(['RM 20.00', 'RM 30.00']);
  await expect(widget.locator('.price')).toHaveText(['RM 10.00', 'RM 15.00']);
  await widget.getByRole('button', { name: 'Add one Guest list' }).click();
  const checkout = widget.getByRole('link', { name: /Checkout/ });
  await expect(checkout).toHaveAttribute('href', /[?&]code=GUESTS(&|$)/);

  const [tab] = await Promise.all([context.waitForEvent('page'), checkout.click()]);
  await expect(tab.getByRole('dialog', { name: 'Order Summary' })).toContainText('Guest list');
  await expect(tab.getByRole('dialog', { name: 'Order Summary' }).getByTestId('code-discount')).toContainText(
    'RM 10.00',
  );
});

test("a widget speaks its host page's language, or the one its data-lang names", async ({ page }) => {
  await signInAs(page, 'organizer@pentas.test');
  const made = await page.request.post('/api/events', {
    data: {
      event: {
        title: 'Widget night by the river',
        titleMs: 'Malam widget di tepi sungai',
        description: 'Songs by the river at dusk.',
        venue: 'Jeti Lama',
        location: 'Kuala Lumpur, Malaysia',
        dateTime: new Date(Date.now() + 30 * 86400_000).toISOString(),
        category: 'music',
        currency: 'MYR',
      },
      ticketTypes: [{ name: 'Standing', price: '30.00', quantity: 50, isActive: true }],
    },
  });
  expect(made.status()).toBe(201);
  const { id } = await made.json();
  html = `<!doctype html><html lang="ms-MY"><head><title>Blog</title></head><body>
<script async src="${baseURL}/widget/v1.js"></script>
<div data-pentas-event="${id}"></div>
<div data-pentas-event="${id}" data-lang="en"></div>
<div data-pentas-event="999999"></div>
</body></html>`;
  await page.goto(hostUrl);
  const malay = page.getByRole('region', { name: 'Tiket untuk Malam widget di tepi sungai' });
  await expect(malay.getByRole('heading', { name: 'Malam widget di tepi sungai' })).toBeVisible();
  await expect(malay).toContainText('50 lagi');
  await malay.getByRole('button', { name: 'Tambah satu Standing' }).click();
  await expect(malay.getByRole('link', { name: 'Bayar · 1 tiket' })).toBeVisible();
  await expect(malay).toContainText('Jumlah termasuk caj');
  const english = page.getByRole('region', { name: 'Tickets for Widget night by the river' });
  await expect(english.getByRole('link', { name: 'Choose tickets' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Acara ini tidak tersedia.');
});
