import { formatTicketPrice } from '@pentas/openapi';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { pageAlive, recordToasts, toastsSeen } from './helpers';

// A visitor's public pages come rendered from the server (api/src/modules/pages/server-render.ts,
// web/src/entry-server.tsx); the browser then hydrates them (web/src/main.tsx).

/** The first event listed, with its ticket types. */
async function firstEvent(page: Page) {
  const [{ id }] = await (await page.request.get('/api/events?pageSize=1')).json();
  const event = await (await page.request.get(`/api/events/${id}`)).json();
  return event as {
    id: number;
    title: string;
    currency: string;
    ticketTypes: { id: number; name: string; price: string }[];
  };
}

/** A promise to hold a request on until `release` is called. */
function held() {
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { until, release: () => release() };
}

/**
 * Marks the server's first element in #root as the document is parsed, before any script of the page
 * runs, and records every console error and uncaught error (a hydration mismatch is one).
 */
async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener(
      'readystatechange',
      () => {
        const first = document.querySelector('#root > div');
        if (first) (window as unknown as { serverNode: Element }).serverNode = first;
      },
      { once: true },
    );
  });
  return {
    errors,
    /** Whether the element the server rendered is still the one on screen (hydrated, not replaced). */
    kept: () =>
      page.evaluate(() => {
        const server = (window as unknown as { serverNode?: Element }).serverNode;
        return Boolean(server?.isConnected && document.querySelector('#root > div') === server);
      }),
  };
}

/**
 * Waits until the server has a rendered `path` to serve. A render that outlasts its 500 ms is served
 * unrendered (the browser renders it) and kept for the next visitor when it finishes: on a loaded
 * machine the first render after start, which loads the render module, can take that long.
 */
async function renderedByServer(page: Page, path: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('<div id="root"><'), { timeout: 20_000 })
    .toBe(true);
}

test('a visitor sees the landing page, discover, an event page and the login page with no script at all', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const event = await firstEvent(page);
  const discover = `/events?q=${encodeURIComponent(event.title)}`;
  for (const path of ['/', '/events', discover, `/events/${event.id}`, '/login?returnTo=%2Fdashboard']) {
    await renderedByServer(page, path);
  }

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find your next night out.' })).toBeVisible();
  await expect(page.getByTestId('event-card')).toHaveCount(3);

  // Discover, public (decisions.md item 30): its events with their prices, and a search's own page.
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible();
  await expect(page.getByTestId('event-card')).toHaveCount(9);
  await expect(page.getByTestId('event-card').first()).toContainText(/From \S+ ?[\d,.]+|Free/);
  await page.goto(discover);
  await expect(page.getByRole('searchbox')).toHaveValue(event.title);
  await expect(page.getByTestId('event-card').filter({ hasText: event.title })).toBeVisible();

  // The event page lists every ticket type with its price to a visitor.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByTestId('ticket-type')).toHaveCount(event.ticketTypes.length);
  for (const [i, type] of event.ticketTypes.entries()) {
    const row = page.getByTestId('ticket-type').nth(i);
    await expect(row).toContainText(type.name);
    await expect(row).toContainText(formatTicketPrice(type.price, event.currency));
  }

  await page.goto('/login?returnTo=%2Fdashboard');
  await expect(page.getByText('Welcome back')).toBeVisible();
  // Without the script the form cannot be sent (as the browser's own GET, the password in the address).
  await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
  await context.close();
});

test("the browser takes the server's page over without repainting it: what this browser keeps shows after, with no error", async ({
  page,
}) => {
  const event = await firstEvent(page);
  const type = event.ticketTypes[0];
  const hydration = await watchHydration(page);
  // What only this browser knows, which the server rendered without: a logo of its own, and a cart
  // kept from an earlier visit (a visitor sees it; paying needs a login).
  const logo = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/%3E';
  const cart = [{ ticketTypeId: type.id, quantity: 2, name: type.name, price: type.price, availableQuantity: 5 }];
  await page.addInitScript(
    ([logo, cartKey, cart]) => {
      localStorage.setItem('customLogo', logo);
      localStorage.setItem(cartKey, cart);
      sessionStorage.setItem('registrationDialogShown', 'true');
    },
    [logo, `cart_event_${event.id}`, JSON.stringify(cart)],
  );

  for (const path of ['/', '/events?category=music', '/login?returnTo=%2Fevents', `/events/${event.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Pentas home' }).locator('img')).toHaveAttribute('src', logo);
    expect(await hydration.kept(), path).toBe(true);
  }
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await pageAlive(page);
  await page.waitForLoadState('networkidle');
  expect(hydration.errors).toEqual([]);
});

test("coming alive, a painted page takes its dates, prices and today from the server's words: it builds no date or number formatter", async ({
  page,
}) => {
  // A priced event: its ticket prices and its refund terms (deadlines counted from today) are on the page.
  const events = (await (await page.request.get('/api/events?pageSize=20')).json()) as {
    id: number;
    minPrice: string;
  }[];
  const priced = events.find((event) => Number(event.minPrice) > 0);
  expect(priced).toBeDefined();
  const hydration = await watchHydration(page);
  // Building the first formatter sets up the browser's date and number data: the largest task a
  // painted page had on a phone (intl-formats.ts).
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { formattersBuilt: built });
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const real = Intl[name];
      const counted = new Proxy(real, {
        construct: (target, args) => {
          built.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args);
        },
      });
      Object.assign(Intl, { [name]: counted });
    }
  });
  for (const path of ['/', '/events', `/events/${priced?.id}`, `/events/${priced?.id}?lang=ms`]) {
    await renderedByServer(page, path);
    await page.goto(path);
    await pageAlive(page);
    expect(await hydration.kept(), path).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { formattersBuilt: string[] }).formattersBuilt),
      path,
    ).toEqual([]);
  }
  await expect(page.getByTestId('ticket-type').first()).toContainText('RM');
  expect(hydration.errors).toEqual([]);
});

test('what is typed into the login form before the page comes alive is what is sent', async ({ page }) => {
  // The page's script is held back: the form is the server's HTML alone meanwhile.
  const app = held();
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await app.until;
    await route.continue();
  });
  await renderedByServer(page, '/login?returnTo=%2Fdashboard');
  await page.goto('/login?returnTo=%2Fdashboard');
  await page.getByLabel('Email').fill('customer@pentas.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(logIn).toBeDisabled();

  app.release();
  await logIn.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});

test('a visitor who scrolled the painted page before it came alive stays where they are, and their tap lands', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const app = held();
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await app.until;
    await route.continue();
  });
  await renderedByServer(page, '/events');
  // (Not until the load event: the held script may be asked for before it, and hold it.)
  await page.goto('/events', { waitUntil: 'domcontentloaded' });
  const last = page.getByTestId('event-card').last();
  const title = (await last.getByRole('heading').textContent()) as string;
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(300);

  app.release();
  await pageAlive(page);
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  await last.getByRole('link', { name: `Get Tickets for ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
});

test('a visitor asking for a signed-in page sees its logged-out toast at once, with no app script, and is sent to log in after its delay', async ({
  page,
}) => {
  await renderedByServer(page, '/dashboard?tab=orders');
  const seen: { path: string; at: number; type: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push({ path: url.pathname + url.search, at: Date.now(), type: request.resourceType() });
  });
  let answeredAt = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/dashboard') answeredAt = Date.now();
  });
  await recordToasts(page);
  await page.goto('/dashboard?tab=orders');
  await page.waitForURL(/\/login\?returnTo=%2Fdashboard%3Ftab%3Dorders$/);
  await expect(page.getByText('Welcome back')).toBeVisible();
  expect(await toastsSeen(page)).toEqual(['UnauthorizedYou are logged out. Logging in again...']);

  const toLogIn = seen.findIndex((request) => request.path.startsWith('/api/login'));
  expect(seen[toLogIn].path).toBe('/api/login?returnTo=%2Fdashboard%3Ftab%3Dorders');
  // The 500 ms delay, counted from the page's answer (and not much more: no app to download first).
  expect(seen[toLogIn].at - answeredAt).toBeGreaterThanOrEqual(500);
  expect(seen[toLogIn].at - answeredAt).toBeLessThan(2500);
  const scriptsBefore = seen.slice(0, toLogIn).filter((request) => request.type === 'script');
  expect(scriptsBefore.map((request) => request.path)).toEqual(['/redirect-after.js']);
});

test("without JavaScript, a signed-in page still shows the page's own toast and sends the visitor to log in", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The page as served refreshes to the login page after one second. A slow machine can let that second
  // pass before the first look at the page, and a locator waits for a navigation under way: so the
  // browser gets the page with the same refresh a minute later, the served one being checked as it is.
  let served = '';
  await page.route(
    (url) => url.pathname === '/analytics',
    async (route) => {
      const response = await route.fetch();
      served = await response.text();
      await route.fulfill({ response, body: served.replace(/content="1;url=/, 'content="60;url=') });
    },
  );
  await renderedByServer(page, '/analytics?eventId=1');
  await page.goto('/analytics?eventId=1');
  expect(served).toContain(
    '<meta http-equiv="refresh" content="1;url=/api/login?returnTo=%2Fanalytics%3FeventId%3D1">',
  );
  await expect(page.locator('[data-toast]')).toHaveText('Access DeniedYou are logged out. Logging in again...');
  // Where the refresh leads, followed as the browser would.
  const to = (await page.locator('meta[http-equiv="refresh"]').getAttribute('content'))?.replace(/^\d+;url=/, '');
  await page.goto(to ?? '');
  await page.waitForURL(/\/login\?returnTo=%2Fanalytics%3FeventId%3D1$/);
  await expect(page.getByText('Welcome back')).toBeVisible();
  await context.close();
});
