import { expect, type Page } from '@playwright/test';

import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';

/**
 * Signs in through the API the login page calls (the page itself is tested in shell.spec.ts), then
 * opens the signed-in home, where the login page would have landed.
 */
export async function signInAs(page: Page, email: string) {
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(signIn.ok(), `sign-in as ${email}: ${signIn.status()}`).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome Back/ })).toBeVisible();
}

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export function mainNavLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link');
}

/** The page answers clicks and typing: a page the server painted has come alive (web/src/main.tsx). */
export async function pageAlive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-alive');
}

/**
 * Records every toast the page shows into sessionStorage, which survives the redirect that often
 * follows within a second; words written into a toast after it appeared count too (characterData).
 * Call before the first navigation; read with `toastsSeen`.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      // The app's toasts, and the one the server renders on a signed-in page a visitor asks for.
      for (const toast of document.querySelectorAll('[data-sonner-toast], [data-toast]')) {
        const seen: string[] = JSON.parse(sessionStorage.getItem('e2e:toasts') ?? '[]');
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) sessionStorage.setItem('e2e:toasts', JSON.stringify([...seen, text]));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:toasts') ?? '[]'));
}

/** A new customer, signed in in this browser context (a clean ticket and order history). */
export async function signUpNewCustomer(page: Page, firstName = 'Nurul', lastName = 'Huda') {
  const email = uniqueEmail('buyer');
  const response = await page.request.post('/api/auth/sign-up', {
    data: { email, password: DEMO_PASSWORD, firstName, lastName },
  });
  expect(response.ok()).toBe(true);
  return email;
}

interface PublicTicketType {
  id: number;
  name: string;
  price: string;
  available: number;
}

/** A demo event in `currency` with at least `types` ticket types that have stock left (paid or free). */
export async function findEventOnSale(page: Page, currency: string, types = 1, free = false) {
  const events: { id: number; currency: string }[] = await (await page.request.get('/api/events?pageSize=50')).json();
  for (const summary of events.filter((e) => e.currency === currency)) {
    const event = await (await page.request.get(`/api/events/${summary.id}`)).json();
    const onSale = event.ticketTypes.filter(
      (t: PublicTicketType) => t.available >= 10 && (t.price === '0.00') === free,
    );
    if (onSale.length >= types)
      return { id: event.id as number, title: event.title as string, ticketTypes: onSale as PublicTicketType[] };
  }
  throw new Error(`no ${currency} event with ${types} ticket types on sale`);
}

interface NewTicketType {
  name: string;
  price: string;
  quantity: number;
  /** Shown only with an access code. */
  hidden?: boolean;
}

/**
 * A fresh event of the signed-in organizer, made through the API (so a test has figures and stock
 * of its own, whatever other tests buy, and the demo data stays as it was). In Kuala Lumpur, MYR.
 */
export async function createEvent(
  page: Page,
  { title, startsInDays = 30, ticketTypes }: { title: string; startsInDays?: number; ticketTypes: NewTicketType[] },
) {
  const response = await page.request.post('/api/events', {
    data: {
      event: {
        title,
        description: 'An event made by a browser test.',
        venue: 'Test Hall',
        location: 'Kuala Lumpur, Malaysia',
        dateTime: new Date(Date.now() + startsInDays * 86_400_000).toISOString(),
        category: 'music',
        currency: 'MYR',
      },
      ticketTypes: ticketTypes.map((type) => ({ ...type, isActive: true })),
    },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).id as number, title };
}
