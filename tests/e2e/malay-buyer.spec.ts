import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { pageAlive, signInAs, uniqueEmail } from './helpers';

/**
 * Issue 31's journey: a visitor switches to Bahasa Melayu on the landing page, browses, signs up at the
 * first Add to Cart, pays, and lands on their order; every screen on the way is in Malay (no English
 * sentence from the catalogs on it), and the confirmation mail is written in Malay. The words are read from
 * the catalogs by their English, so the test follows the translation rather than copying it.
 */
type Catalog = Record<string, unknown>;
const catalog = (language: string): Catalog =>
  JSON.parse(readFileSync(new URL(`../../i18n/messages/${language}.json`, import.meta.url), 'utf8'));
const en = catalog('en');
const ms = catalog('ms');

/** The Malay of a message given by its English (the first message with that English). */
function malay(english: string, params: Record<string, string> = {}) {
  const key = Object.keys(en).find((k) => en[k] === english);
  const text = key && typeof ms[key] === 'string' ? (ms[key] as string) : undefined;
  if (!text) throw new Error(`no Malay for "${english}"`);
  return Object.entries(params).reduce((words, [name, value]) => words.replace(`{${name}}`, value), text);
}

/** Messages that become data: the create form's first ticket type name, saved as the organizer leaves it. */
const BECOME_DATA = new Set(['org_general_admission']);

/**
 * The catalogs' English sentences that Malay says otherwise: each has two words or more (a single word may
 * be a name on the page, an event's or a ticket type's), and no parameter.
 */
const englishSentences = Object.keys(en)
  .filter((k) => typeof en[k] === 'string' && en[k] !== ms[k] && !BECOME_DATA.has(k))
  .map((k) => en[k] as string)
  .filter((text) => !text.includes('{') && /\p{L}+\s+\p{L}+/u.test(text));

/**
 * No English sentence of the catalogs on the page (what a reader sees, and what a screen reader says), and
 * no sideways scroll.
 */
async function inMalay(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  const text = await page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return `${document.body.innerText}\n${named.join('\n')}`;
  });
  expect(
    englishSentences.filter((sentence) => text.includes(sentence)),
    `English on ${where}`,
  ).toEqual([]);
  // Malay runs longer than English: nothing may push the page sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll on ${where}, in px`).toBeLessThanOrEqual(0);
}

test.use({ locale: 'en-GB', viewport: { width: 375, height: 812 } });

test('a visitor buys a ticket in Malay, from the landing page to the order and its mail', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const [found] = await (await page.request.get('/api/events?q=tasik')).json();
  const event = await (await page.request.get(`/api/events/${found.id}`)).json();
  const type = event.ticketTypes.find(
    (t: { price: string; available: number }) => t.price !== '0.00' && t.available > 5,
  );

  await page.goto('/');
  await pageAlive(page);
  await page.getByRole('banner').getByRole('link', { name: 'Bahasa Melayu' }).click();
  await expect(page.getByRole('heading', { name: malay('Find your next night out.') })).toBeVisible();
  await pageAlive(page);
  await inMalay(page, 'the landing page');

  // Browse: the menu, the events, a search in Malay words.
  await page.getByRole('button', { name: malay('Open menu') }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: malay('Browse Events') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: malay('Discover Events') })).toBeVisible();
  await page.getByRole('searchbox').fill('tasik');
  await expect(page).toHaveURL(/q=tasik/);
  // The address changes before the results do: the card is clicked once the search's one result shows.
  await expect(page.getByTestId('event-card')).toHaveCount(1);
  await inMalay(page, '/events');
  await page.getByRole('link', { name: malay('Get Tickets for {title}', { title: 'Jazz di Tepi Tasik' }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jazz di Tepi Tasik');
  await pageAlive(page);
  await inMalay(page, 'the event page');

  // The first Add to Cart asks to register; signing up in place keeps the cart.
  await page.getByRole('button', { name: malay('Add to Cart: {name}', { name: type.name }) }).click();
  const registration = page.getByRole('dialog', { name: malay('Registration Required') });
  await inMalay(page, 'the registration dialog');
  await registration.getByRole('button', { name: malay('Register / Login') }).click();
  await registration.getByLabel(malay('First name')).fill('Siti');
  await registration.getByLabel(malay('Last name')).fill('Aminah');
  const email = uniqueEmail('malay');
  await registration.getByLabel(malay('Email')).fill(email);
  await registration.getByLabel(malay('Password')).fill(DEMO_PASSWORD);
  await inMalay(page, 'the sign-up form');
  await registration.getByRole('button', { name: malay('Sign Up'), exact: true }).click();

  const summary = page.getByRole('dialog', { name: malay('Order Summary') });
  await expect(summary.getByTestId('cart-line')).toContainText(type.name);
  await inMalay(page, 'the order summary');
  await summary.getByRole('button', { name: malay('Proceed to Checkout') }).click();
  const details = page.getByRole('dialog', { name: malay('Confirm Your Details') });
  await expect(details).toBeVisible();
  await inMalay(page, 'the details dialog');
  await details.getByRole('button', { name: malay('Continue to Payment') }).click();
  await expect(page).toHaveURL(/\/checkout\?/);

  await page.getByLabel(malay('Card number')).fill('4242 4242 4242 4242');
  await page.getByLabel(malay('Expiry')).fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await inMalay(page, 'the checkout page');
  await page.getByRole('button', { name: new RegExp(`^${malay('Pay {amount}', { amount: '' })}`) }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: malay("You're going to {title}", { title: 'Jazz di Tepi Tasik' }) }),
  ).toBeVisible();
  await inMalay(page, 'the order page');
  const orderNumber = /\/orders\/([0-9a-f]{8})/.exec(page.url())?.[1] ?? '';

  // The confirmation mail, as the admin's mail viewer keeps it: in Malay.
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin@pentas.test');
  await expect
    .poll(
      async () => {
        const mails = await (await admin.request.get(`/api/admin/mail?recipient=${encodeURIComponent(email)}`)).json();
        return mails.map((mail: { subject: string | null }) => mail.subject);
      },
      { timeout: 30_000 },
    )
    .toContain(
      malay('Your tickets for {title} (order {number})', { title: 'Jazz di Tepi Tasik', number: orderNumber }),
    );
  await admin.context().close();
});
