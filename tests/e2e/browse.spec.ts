import { formatPrice, formatTicketPrice, toMinor } from '@pentas/openapi';
import { type APIRequestContext, expect, type Locator, request, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { baseURL } from '../../playwright.config';
import { addToCart } from './buying';
import { findEventOnSale, pageAlive, uniqueEmail } from './helpers';

// Browsing without an account (decisions.md items 14 and 15), posters shown whole, 'Free', and the
// phone's Get tickets bar: each journey at a phone's width and a laptop's.

/** An API session of the demo organizer, to make events of this test's own. */
async function organizerApi() {
  const api = await request.newContext({ baseURL });
  const signIn = await api.post('/api/auth/sign-in', {
    data: { email: 'organizer@pentas.test', password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  return api;
}

/** A `width`×`height` PNG uploaded as a poster: its object path. */
async function uploadPoster(api: APIRequestContext, width: number, height: number) {
  const { uploadURL } = await (await api.post('/api/images/upload')).json();
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const put = await api.put(uploadURL, { data: bytes, headers: { 'content-type': 'image/png' } });
  expect(put.ok()).toBe(true);
  return (await put.json()).objectPath as string;
}

/** A fresh music event in Kuala Lumpur with the given types (price '0' for a free one) and poster. */
async function createEvent(
  api: APIRequestContext,
  title: string,
  ticketTypes: { name: string; price: string }[],
  imageUrl?: string,
) {
  const response = await api.post('/api/events', {
    data: {
      event: {
        title,
        description: 'An event made by a browser test.',
        venue: 'Test Hall',
        location: 'Kuala Lumpur, Malaysia',
        dateTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        category: 'music',
        currency: 'MYR',
        imageUrl,
      },
      ticketTypes: ticketTypes.map((t) => ({ ...t, quantity: 50, isActive: true })),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

/** The drawn image's box and the picture's own shape (width / height), once it has loaded. */
async function shapes(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return {
      box: box.width / box.height,
      natural: img.naturalWidth / img.naturalHeight,
      fit: getComputedStyle(img).objectFit,
      width: box.width,
      left: box.left,
      right: box.right,
    };
  });
}

/** How much of a cover-fitted picture its box cuts away (0 when the shapes agree or it is drawn whole). */
const cutOf = ({ box, natural, fit }: { box: number; natural: number; fit: string }) =>
  fit === 'contain' ? 0 : 1 - Math.min(box / natural, natural / box);

for (const [name, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    const phone = viewport.width < 1024;

    test('a visitor browses and filters /events, sees prices, and signs up in place with the cart kept', async ({
      page,
    }) => {
      const event = await findEventOnSale(page, 'MYR');
      const { category, currency } = await (await page.request.get(`/api/events/${event.id}`)).json();
      const type = event.ticketTypes[0];

      // Discover, public: no trip to the login page.
      await page.goto('/events');
      await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByTestId('event-card').first()).toContainText(/From |Free|Price TBA/);
      // Paging, then filters and a search, all in the address.
      await page.getByRole('button', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByTestId('event-card').first()).toBeVisible();
      await page.getByLabel('Category').selectOption(category);
      await expect(page).toHaveURL(new RegExp(`category=${category}`));
      await expect(page).not.toHaveURL(/page=2/);
      await page.getByRole('searchbox').fill(event.title);
      await expect(page).toHaveURL(/q=/);
      const card = page.getByTestId('event-card').filter({ hasText: event.title });
      await expect(page.getByTestId('event-card')).toHaveCount(1);
      const { minPrice } = (
        await (await page.request.get(`/api/events?q=${encodeURIComponent(event.title)}`)).json()
      )[0];
      // As a card says it in English: 'Free', or 'From' and the lowest price.
      const minor = toMinor(minPrice) ?? 0;
      await expect(card).toContainText(minor === 0 ? 'Free' : `From ${formatPrice(minor, currency)}`);

      await card.getByRole('link', { name: `Get Tickets for ${event.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
      // Every type with its price, to a visitor; no dialog on arrival.
      await pageAlive(page);
      const row = page.getByTestId('ticket-type').filter({ hasText: type.name });
      await expect(row).toContainText(formatTicketPrice(type.price, currency));
      await expect(row).toContainText(/\d+ left/);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The first try to buy asks to register; sign-up happens in the dialog.
      await addToCart(page, type.name);
      const dialog = page.getByRole('dialog', { name: 'Registration Required' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Register / Login' }).click();
      await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
      await dialog.getByLabel('First name').fill('Nurul');
      await dialog.getByLabel('Last name').fill('Huda');
      await dialog.getByLabel('Email').fill(uniqueEmail('browse'));
      await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Sign Up' }).click();

      // Back on the same page, signed in, on the cart as it was.
      const summary = page.getByRole('dialog', { name: 'Order Summary' });
      await expect(summary).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(summary.getByTestId('cart-line')).toHaveCount(1);
      await expect(summary.getByTestId('cart-line')).toContainText(`${type.name}`);
      await expect(summary.getByTestId('cart-line')).toContainText('× 1');
      await expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
      expect(new URL(page.url()).pathname).toBe(`/events/${event.id}`);
      expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(200);
    });

    test('the dialog comes once per session: a second Add to Cart just adds', async ({ page }) => {
      const event = await findEventOnSale(page, 'MYR');
      await page.goto(`/events/${event.id}`);
      await pageAlive(page);
      await addToCart(page, event.ticketTypes[0].name);
      await page
        .getByRole('dialog', { name: 'Registration Required' })
        .getByRole('button', { name: 'Continue Browsing' })
        .click();
      await page.reload();
      await pageAlive(page);
      // The visitor's cart is still there after the reload, and adding again asks nothing.
      await expect(page.getByRole('button', { name: 'Cart: 1 ticket' })).toBeVisible();
      await page.getByRole('button', { name: `Add one ${event.ticketTypes[0].name}` }).click();
      await expect(page.getByRole('button', { name: 'Cart: 2 tickets' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test("the widget's hand-over lands a visitor on the cart, with no dialog in the way", async ({ page }) => {
      const event = await findEventOnSale(page, 'MYR');
      const type = event.ticketTypes[0];
      await page.goto(`/events/${event.id}?cart=${type.id}:2`);
      const summary = page.getByRole('dialog', { name: 'Order Summary' });
      await expect(summary).toBeVisible();
      await expect(summary.getByTestId('cart-line')).toContainText(`${type.name}`);
      await expect(summary.getByTestId('cart-line')).toContainText('× 2');
      await expect(page.getByRole('dialog', { name: 'Registration Required' })).toHaveCount(0);
      // Paying needs an account: asked right here, on the page.
      await summary.getByRole('button', { name: 'Login Required to Purchase' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Registration Required' }).getByRole('tab', { name: 'Log In' }),
      ).toBeVisible();
    });

    test('a free event reads "Free" on its card, its page and the cart', async ({ page }) => {
      const api = await organizerApi();
      const title = `Free Community Jam ${Date.now()}`;
      const id = await createEvent(api, title, [{ name: 'Community', price: '0' }]);
      await api.dispose();

      await page.goto(`/events?q=${encodeURIComponent(title)}`);
      const card = page.getByTestId('event-card').filter({ hasText: title });
      await expect(card).toContainText('Free');
      await expect(card).not.toContainText('RM 0.00');
      // Clicked while the page was coming alive, the link's navigation was undone by the router's first one.
      await pageAlive(page);
      await card.getByRole('link', { name: `Get Tickets for ${title}` }).click();
      const row = page.getByTestId('ticket-type');
      await expect(row).toContainText('Free');
      await expect(row).not.toContainText('RM 0.00');
      await pageAlive(page);
      await addToCart(page, 'Community');
      await page
        .getByRole('dialog', { name: 'Registration Required' })
        .getByRole('button', { name: 'Continue Browsing' })
        .click();
      await page.getByRole('button', { name: /^Cart:/ }).click();
      const summary = page.getByRole('dialog', { name: 'Order Summary' });
      await expect(summary.getByTestId('cart-line')).toContainText('Free × 1 = Free');
      await expect(summary.getByTestId('cart-total')).toHaveText('Free');
      expect(new URL(page.url()).pathname).toBe(`/events/${id}`);

      // The buy widget on another page says the same.
      await page.setContent(
        `<script async src="${baseURL}/widget/v1.js"></script><div data-pentas-event="${id}"></div>`,
      );
      const widget = page.getByRole('region', { name: `Tickets for ${title}` });
      await expect(widget).toContainText('Free');
      await expect(widget).not.toContainText('RM 0.00');
    });

    test('a 4:5 poster is shown whole on the event page, and cut by at most a tenth on its card', async ({ page }) => {
      const api = await organizerApi();
      const title = `Portrait Poster Night ${Date.now()}`;
      const poster = await uploadPoster(api, 800, 1000);
      const id = await createEvent(api, title, [{ name: 'General', price: '30' }], poster);
      await api.dispose();

      await page.goto(`/events/${id}`);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      const image = await shapes(page.locator('main img').first());
      expect(image.natural).toBeCloseTo(0.8, 2);
      expect(image.box).toBeCloseTo(0.8, 2);
      expect(cutOf(image)).toBe(0);
      const headingBox = await heading.boundingBox();
      if (phone) {
        // Full width on a phone, the title under it.
        expect(image.width).toBeGreaterThanOrEqual(viewport.width - 1);
      } else {
        // A portrait column beside the details.
        expect(image.right).toBeLessThan(headingBox?.x ?? 0);
      }

      await page.goto(`/events?q=${encodeURIComponent(title)}`);
      const cardImage = await shapes(page.getByTestId('event-card').locator('img').first());
      expect(cardImage.natural).toBeCloseTo(0.8, 2);
      expect(cutOf(cardImage)).toBeLessThanOrEqual(0.1);
    });

    test(`the event page's Get tickets bar is ${phone ? 'there from the start on a phone' : 'left to phones'}`, async ({
      page,
    }) => {
      const event = await findEventOnSale(page, 'MYR');
      await page.goto(`/events/${event.id}`);
      await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
      const bar = page.getByTestId('tickets-bar');
      if (!phone) {
        await expect(bar).toBeHidden();
        return;
      }
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(/From |Free/);
      await bar.getByRole('button', { name: 'Get tickets' }).click();
      await expect(page.getByRole('heading', { name: 'Select Tickets' })).toBeInViewport();
      await expect(page.getByRole('button', { name: `Add to Cart: ${event.ticketTypes[0].name}` })).toBeInViewport();
    });
  });
}
