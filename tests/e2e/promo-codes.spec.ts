import { expect, test } from '@playwright/test';
import { checkOut, payByCard } from './buying';
import { signInAs, signUpNewCustomer } from './helpers';

interface Type {
  id: number;
  name: string;
  price: string;
  available: number;
}

const money = (minor: number) => `RM ${(minor / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`;

for (const width of [375, 1280] as const) {
  test(`an organizer makes an early-bird code and a buyer pays its price through a ?code= link, at ${width} px`, async ({
    browser,
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The organizer's own MYR event on sale, with a paid type that has tickets left.
    await signInAs(page, 'organizer@pentas.test');
    const events: { id: number; title: string; currency: string; saleState: string }[] = await (
      await page.request.get('/api/my-events')
    ).json();
    let chosen: { id: number; title: string; type: Type } | undefined;
    for (const e of events.filter((e) => e.saleState === 'on_sale' && e.currency === 'MYR')) {
      const publicEvent = await (await page.request.get(`/api/events/${e.id}`)).json();
      const type = publicEvent.ticketTypes.find((t: Type) => t.available >= 2 && Number(t.price) >= 10);
      if (type) chosen = { id: e.id, title: e.title, type };
      if (chosen) break;
    }
    if (!chosen) throw new Error('the demo organizer has no MYR event on sale');
    const { type } = chosen;
    const code = `EARLY${width}${Date.now().toString(36).toUpperCase()}`.slice(0, 32);

    // From Manage Events to the event's Promo codes; the dialog says what is wrong beside the field.
    await page.goto('/manage-events');
    await page.getByRole('link', { name: `Promo codes of ${chosen.title}` }).click();
    await expect(page.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New code' });
    await dialog.getByLabel('Code', { exact: true }).fill(code);
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog.getByText('A whole number from 1 to 100')).toBeVisible();
    await dialog.getByLabel('Percent off').fill('20');
    await dialog.getByRole('checkbox', { name: type.name }).check();
    await dialog.getByLabel('Total limit (tickets)').fill('10');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog).toBeHidden();
    const row = page.locator('tbody tr').filter({ hasText: code });
    await expect(row).toContainText('20% off');
    await expect(row).toContainText('0 of 10 tickets');

    // A new buyer opens the event through the link: the list price struck, the code's beside it.
    const buyerContext = await browser.newContext({ viewport: { width, height: 900 } });
    const buyer = await buyerContext.newPage();
    await signUpNewCustomer(buyer);
    await buyer.goto(`/events/${chosen.id}?code=${code.toLowerCase()}`);
    await expect(buyer.getByRole('status').filter({ hasText: `Code ${code} applied` })).toBeVisible();
    const listMinor = Math.round(Number(type.price) * 100);
    const codeMinor = Math.round(listMinor * 0.8);
    const row2 = buyer.getByTestId('ticket-type').filter({ hasText: type.name });
    await expect(row2.getByTestId('list-price')).toHaveText(money(listMinor));
    await expect(row2.getByTestId('code-price')).toHaveText(money(codeMinor));

    // The cart says the code and its discount; the checkout charges the code's price.
    await buyer.getByRole('button', { name: `Add to Cart: ${type.name}` }).click();
    await buyer.getByRole('button', { name: /^Cart:/ }).click();
    const summary = buyer.getByRole('dialog', { name: 'Order Summary' });
    await expect(summary.getByTestId('code-discount')).toContainText(`Code ${code}`);
    await expect(summary.getByTestId('code-discount')).toContainText(money(listMinor - codeMinor));
    const total = (await summary.getByTestId('cart-total').textContent()) ?? '';
    await summary.getByRole('button', { name: 'Close' }).click();
    await checkOut(buyer);
    await expect(buyer.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
    await payByCard(buyer, '4242 4242 4242 4242');
    await expect(buyer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(buyer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 8_000 });
    await buyerContext.close();

    // The organizer's list counts the ticket bought with it.
    await page.reload();
    await expect(page.locator('tbody tr').filter({ hasText: code })).toContainText('1 of 10 tickets');
  });
}
