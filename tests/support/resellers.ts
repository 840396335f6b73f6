import type { Database } from '../../api/src/db/client';
import { expectData, signedInApi } from './api-client';
import type { TestApp } from './app';
import { type Buyer, type PaymentIntentRequest, payDemo, startCheckout } from './checkout';
import { insertAccount, insertCustomers, userId } from './factories';

/** A fresh reseller account of its own (so no other test's sales are in its figures), signed in, with its code. */
export async function newReseller(app: TestApp, db: Database, tag: string) {
  const email = await insertAccount(db, 'reseller', tag);
  const api = await signedInApi(app, email);
  const { affiliateCode } = await expectData(api.GET('/api/admin/affiliate-code'));
  return { email, id: await userId(db, email), api, code: affiliateCode };
}

/** `count` fresh customers, signed in. */
export async function newBuyers(app: TestApp, db: Database, count: number, tag: string) {
  const emails = await insertCustomers(db, count, tag);
  return Promise.all(emails.map(async (email) => ({ email, api: await signedInApi(app, email) })));
}

/**
 * A sale through the real checkout carrying `code` (`affiliateCode`), paid by the demo card: the
 * completed order's id. `pay: false` leaves it pending.
 */
export async function sellWithCode(
  db: Database,
  buyer: Buyer,
  code: string,
  event: { id: number; currency: string },
  line: { ticketTypeId: number; quantity: number; unitPrice: string },
  pay = true,
) {
  const currency = event.currency as PaymentIntentRequest['currency'];
  const started = await startCheckout(db, buyer, event.id, [line], currency, { affiliateCode: code });
  if (pay) {
    const paid = await payDemo(buyer, started.intentId);
    if (paid.data?.orderStatus !== 'completed')
      throw new Error(`payment did not complete: ${JSON.stringify(paid.data)}`);
  }
  return started;
}
