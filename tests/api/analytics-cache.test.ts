import { expect, it } from 'vitest';
import { signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

// With ANALYTICS_CACHE_SECONDS on, figures are shared for that long, then computed afresh; who may
// see them is still checked on every request.
const { app, db } = await createTestApp({ ANALYTICS_CACHE_SECONDS: '5' });
const organizerEmail = await insertAccount(db, 'organizer', 'cache-org');
const organizer = await signedInApi(app, organizerEmail);
const stranger = await signedInApi(app, await insertAccount(db, 'organizer', 'cache-org2'));
const customer = await signedInApi(app, 'customer@pentas.test');
const event = await insertEvent(db, organizerEmail, { tickets: [{ priceMinor: 8000, quantity: 20 }] });
const line = [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '80.00' }];
const analytics = { params: { path: { id: event.id } } };
const sold = async () => (await organizer.GET('/api/events/{id}/analytics', analytics)).data?.ticketsSold;

it('answers from memory for the TTL, then shows new sales; access is checked every time', async () => {
  await buyTickets(db, customer, event.id, line);
  expect(await sold()).toBe(1);
  await buyTickets(db, customer, event.id, line);
  expect(await sold()).toBe(1);
  expectProblem(await stranger.GET('/api/events/{id}/analytics', analytics), 404);
  await expect.poll(sold, { timeout: 15_000, interval: 200 }).toBe(2);
});
