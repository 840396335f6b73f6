import { expect, type Page } from '@playwright/test';

/** The buyer's steps, as a person takes them: shared by the checkout and door tests. */

export async function addToCart(page: Page, typeName: string) {
  await page.getByRole('button', { name: `Add to Cart: ${typeName}` }).click();
}

/** From a filled cart to the checkout page, through the two dialogs. */
export async function checkOut(page: Page) {
  await page.getByRole('button', { name: /^Cart:/ }).click();
  await page
    .getByRole('dialog', { name: 'Order Summary' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  const details = page.getByRole('dialog', { name: 'Confirm Your Details' });
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
}

export async function payByCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
