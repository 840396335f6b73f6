import { type APIRequestContext, expect, test } from '@playwright/test';
import { CLIENT_ROUTES } from '../../api/src/modules/pages/route-table';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { axeFindings, checkPage, resize, visit } from './walk';

/**
 * Every client route × every role at a phone's width and a desk's: no page scrolls sideways, no page
 * shows developer words, and (at the desk's width) no serious or critical accessibility violation.
 * Routes come from the server's route table, so a new page is walked as soon as it is added there.
 */
const ROLES = {
  visitor: null,
  customer: 'customer@pentas.test',
  organizer: 'organizer@pentas.test',
  reseller: 'reseller@pentas.test',
  admin: 'admin@pentas.test',
} as const;
const WIDTHS = [375, 1280] as const;

/**
 * The `$id` and `$orderId` of the routes: the demo organizer's first event, and the demo customer's
 * first order (the seed gives them none: then one unpaid checkout of one ticket, made once).
 */
async function demoIds(request: APIRequestContext) {
  const signIn = async (email: string) =>
    expect((await request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(true);
  await signIn('organizer@pentas.test');
  const events: { id: number }[] = await (await request.get('/api/my-events')).json();
  expect(events.length, 'the demo organizer has events').toBeGreaterThan(0);
  await signIn('customer@pentas.test');
  const orders: { id: string }[] = await (await request.get('/api/my-orders')).json();
  if (orders.length) return { id: String(events[0].id), orderId: orders[0].id };
  const event = await eventOnSale(request);
  const type = event.ticketTypes[0];
  const started = await request.post('/api/create-payment-intent', {
    data: {
      eventId: event.id,
      currency: event.currency,
      orderItems: [{ ticketTypeId: type.id, quantity: 1, unitPrice: type.price }],
    },
  });
  expect(started.status(), 'a checkout for the walk').toBe(200);
  return { id: String(events[0].id), orderId: (await started.json()).orderId as string };
}

interface OnSale {
  id: number;
  currency: string;
  ticketTypes: { id: number; price: string; available: number }[];
}

/** An event with a paid ticket type on sale, its other types left out. */
async function eventOnSale(request: APIRequestContext): Promise<OnSale> {
  const list: { id: number }[] = await (await request.get('/api/events?pageSize=50')).json();
  for (const { id } of list) {
    const event: OnSale = await (await request.get(`/api/events/${id}`)).json();
    const types = event.ticketTypes.filter((t) => t.available > 0 && t.price !== '0.00');
    if (types.length) return { ...event, ticketTypes: types };
  }
  throw new Error('no event with a paid ticket type on sale');
}

let ids: Record<string, string>;
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  ids = await demoIds(api);
  await api.dispose();
});

/** A route of the table as an address: its `$name` segments filled, no trailing slash. */
const addressOf = (route: string) => route.replace(/\$(\w+)/g, (_, name: string) => ids[name]).replace(/(.)\/$/, '$1');

/**
 * One test per role, in one tab (a new one after a refusal): each route is loaded once at the phone's
 * width and checked, then the same page is widened to the desk's and checked again (no reload), with
 * axe at the desk's width.
 * axe runs once per page that looks the same (its address and heading: the log-in page a visitor is
 * sent to from every signed-in route, a role's 'no access' page) to keep the walk within its time.
 */
for (const [role, email] of Object.entries(ROLES)) {
  test(`every route as ${role} at ${WIDTHS.join(' and ')} px: no sideways scroll, no developer words, no serious accessibility violation`, async ({
    browser,
  }) => {
    // About a minute each on a quiet machine; a loaded 2-core machine took over five for the admin's (the
    // most routes), so the limit leaves room for that.
    test.setTimeout(480_000);
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 } });
    if (email) {
      const signIn = await context.request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
      expect(signIn.ok(), `sign-in as ${email}`).toBe(true);
    }
    let page = await context.newPage();
    const findings: string[] = [];
    const axed = new Set<string>();
    for (const route of CLIENT_ROUTES) {
      const address = addressOf(route);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await visit(page, address);
      let look = '';
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await resize(page, width);
        const seen = await checkPage(page);
        findings.push(...seen.findings.map((f) => `${address} as ${role} at ${width} px: ${f}`));
        look = seen.look;
      }
      if (look === 'a refusal') {
        // A refusal moves on by itself a second later (its toast, then a redirect home): rather than wait
        // for that, the next route opens in a new tab, and this one is closed with its redirect.
        await page.close();
        page = await context.newPage();
        continue;
      }
      if (axed.has(look)) continue;
      axed.add(look);
      for (const v of await axeFindings(page)) findings.push(`${address} as ${role} at ${WIDTHS[1]} px: axe ${v}`);
    }
    await context.close();
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
