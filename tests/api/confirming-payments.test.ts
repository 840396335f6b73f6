import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, tickets } from '../../api/src/db/schema';
import { startSweeps } from '../../api/src/jobs/sweeps';
import { markDemoSucceeded, recordDemoDecline } from '../../api/src/modules/checkout/checkout.queries';
import { markPaymentConfirming } from '../../api/src/modules/orders/orders.queries';
import { CONFIRMING_GRACE_SECONDS, settleConfirmingPayments } from '../../api/src/modules/orders/sweeps';
import { type ApiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { payDemo, startCheckout } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';

/**
 * A payment taken by an instance that stopped (kill -9) before completing its order is completed at
 * the sweep's next pass and at start, long before the order's hold lapses: the confirm marks the order
 * before it asks the provider, and the sweep asks the provider about every pending order marked over
 * CONFIRMING_GRACE_SECONDS ago (a younger mark is a confirmation still under way).
 */
const { app, db, deps } = await createTestApp();
const buyers: ApiClient[] = [];
for (const email of await insertCustomers(db, 6, 'confirming')) buyers.push(await signedInApi(app, email));
const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 1000, quantity: 50 }] });
const line = [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '10.00' }];

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const ticketsOf = async (id: string) => db.select().from(tickets).where(eq(tickets.orderId, id));

/** How the demo form paid, as the provider recorded it. */
const paidByFpx = { method: 'fpx', reference: '2611260000001234', bank: 'cimb', cardBrand: null, cardLast4: null };

/** A confirmation mark moved back past the grace the sweep gives a confirmation under way. */
const ageMark = (orderId: string, seconds = CONFIRMING_GRACE_SECONDS + 1) =>
  db
    .update(orders)
    .set({ paymentConfirmingAt: sql`${orders.paymentConfirmingAt} - make_interval(secs => ${seconds})` })
    .where(eq(orders.id, orderId));

/**
 * What the demo confirm had written when the instance stopped: its mark, and the provider's success.
 * `stoppedAgo`: the mark as old as the sweep needs it to be (the default), or left fresh (0).
 */
async function paidThenStopped(buyer: ApiClient, stoppedAgo = CONFIRMING_GRACE_SECONDS + 1) {
  const { order, intentId } = await startCheckout(db, buyer, event.id, line);
  await markPaymentConfirming(db, order.id);
  expect(await markDemoSucceeded(db, intentId, paidByFpx)).toEqual({ paidWith: paidByFpx });
  if (stoppedAgo) await ageMark(order.id, stoppedAgo);
  return { order, intentId };
}

describe('a payment whose completion was cut short', () => {
  it('is completed by the next sweep pass, with its tickets, while its hold still runs', async () => {
    const { order } = await paidThenStopped(buyers[0]);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await settleConfirmingPayments(deps)).toEqual({ paid: 1 });
    const after = await orderRow(order.id);
    expect(after.status).toBe('completed');
    // The receipt's method and reference, from the provider, by the statement that completed it.
    expect(after.paidWith).toEqual(paidByFpx);
    expect(await ticketsOf(order.id)).toHaveLength(1);
    // Nothing left to settle: the next pass asks nobody.
    expect(await settleConfirmingPayments(deps)).toEqual({ paid: 0 });
  });

  it('is completed by the first pass at start', async () => {
    const { order } = await paidThenStopped(buyers[1]);
    const stop = startSweeps(deps, 3_600_000);
    try {
      await expect.poll(async () => (await orderRow(order.id)).status, { timeout: 10_000 }).toBe('completed');
    } finally {
      stop();
    }
    expect(await ticketsOf(order.id)).toHaveLength(1);
  });

  it('leaves a declined attempt pending and payable, and clears its mark', async () => {
    const { order, intentId } = await startCheckout(db, buyers[2], event.id, line);
    await markPaymentConfirming(db, order.id);
    await ageMark(order.id);
    await recordDemoDecline(db, intentId, 'card_declined');
    expect(await settleConfirmingPayments(deps)).toEqual({ paid: 0 });
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ status: 'pending', paymentConfirmingAt: null });
    expect(after.holdExpiresAt).not.toBeNull();
    expect((await payDemo(buyers[2], intentId)).data).toMatchObject({ orderStatus: 'completed' });
  });

  it('is marked by the confirm before the provider is asked', async () => {
    const { order, intentId } = await startCheckout(db, buyers[3], event.id, line);
    const declined = await payDemo(buyers[3], intentId, { method: 'card', cardNumber: '4000000000000002' });
    expect(declined.data).toMatchObject({ errorCode: 'card_declined', orderStatus: 'pending' });
    expect((await orderRow(order.id)).paymentConfirmingAt).not.toBeNull();
  });

  it('is left to a confirmation still under way: a mark younger than the grace is not touched', async () => {
    const { order } = await paidThenStopped(buyers[4], 0);
    const asked: string[] = [];
    const watched = {
      ...deps,
      payments: {
        ...deps.payments,
        retrieveIntent: (id: string) => {
          asked.push(id);
          return deps.payments.retrieveIntent(id);
        },
      },
    };
    expect(await settleConfirmingPayments(watched)).toEqual({ paid: 0 });
    expect(asked).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('pending');
    // Once it is old enough, it is settled.
    await ageMark(order.id);
    expect(await settleConfirmingPayments(watched)).toEqual({ paid: 1 });
    expect((await orderRow(order.id)).status).toBe('completed');
  });

  it('is counted once, by the pass that completed it, when several instances sweep at once', async () => {
    const { order } = await paidThenStopped(buyers[5]);
    const passes = await Promise.all([1, 2, 3, 4].map(() => settleConfirmingPayments(deps)));
    expect(passes.reduce((sum, pass) => sum + pass.paid, 0)).toBe(1);
    expect(await ticketsOf(order.id)).toHaveLength(1);
  });
});
