import { and, eq, inArray, sql as orm } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPaymentIntents, orderItems, orders, tickets, ticketTypes } from '../../api/src/db/schema';
import { releaseLapsedHolds } from '../../api/src/modules/orders/sweeps';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { payDemo, startCheckout } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

/**
 * Resuming a pending order (decisions.md items 37-38): while its hold lasts, its own checkout reopens
 * with the same intent; once it lapses, it can be started again with the same tickets. The rule proved
 * here with real concurrency: the buyer ends with the old hold or a new one, never both, and no money is
 * taken twice.
 */
const { app, db, deps, sql } = await createTestApp({ MAX_PENDING_ORDERS: '50' });
// Checkout starts are limited per account (30 a minute): the races share their starts among buyers.
const buyers: ApiClient[] = [];
for (const email of await insertCustomers(db, 12, 'resume')) buyers.push(await signedInApi(app, email));
const [buyer, stranger] = buyers;

const resume = (client: ApiClient, id: string) => client.POST('/api/orders/{id}/resume', { params: { path: { id } } });
const startAgain = (client: ApiClient, id: string) =>
  client.POST('/api/orders/{id}/start-again', { params: { path: { id } } });

/** An event with one type (RM 10, `quantity` of them) and a pending order of `held` of them by `client`. */
async function pendingOrder(client: ApiClient = buyer, held = 2, quantity = 10) {
  const event = await insertEvent(db, 'organizer@pentas.test', {
    tickets: [{ name: 'General', priceMinor: 1000, quantity }],
  });
  const [type] = event.ticketTypes;
  const started = await startCheckout(db, client, event.id, [
    { ticketTypeId: type.id, quantity: held, unitPrice: '10.00' },
  ]);
  return { ...started, eventId: event.id, typeId: type.id };
}

const lapse = (...ids: string[]) =>
  db.update(orders).set({ holdExpiresAt: orm`now() - interval '1 second'` }).where(inArray(orders.id, ids));

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const soldOf = async (typeId: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0].soldQuantity;
const intentOf = async (id: string) =>
  (await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, id)))[0];

/** The buyer's orders of the event other than `except`, as rows. */
async function otherOrders(eventId: number, except: string[]) {
  const rows = await db.select().from(orders).where(eq(orders.eventId, eventId));
  return rows.filter((o) => !except.includes(o.id));
}

/** Every ticket sold or held of the type is an issued ticket or a pending order's hold: nothing twice. */
async function expectStockAddsUp(typeId: number) {
  const [{ issued }] = await db
    .select({ issued: orm<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.ticketTypeId, typeId));
  const [{ held }] = await db
    .select({ held: orm<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orderItems.ticketTypeId, typeId), eq(orders.status, 'pending'), orm`${orders.holdExpiresAt} is not null`),
    );
  expect(await soldOf(typeId), 'sold = issued + held').toBe(issued + held);
  return { issued, held };
}

describe('POST /api/orders/{id}/resume', () => {
  it('reopens the owner’s pending order with the same intent and the same hold, never extended', async () => {
    const { order, clientSecret, typeId } = await pendingOrder();
    const resumed = await expectData(resume(buyer, order.id));
    expect(resumed).toEqual({
      orderId: order.id,
      clientSecret,
      expiresAt: (order.holdExpiresAt as Date).toISOString(),
    });
    // Asked again: still the same; nothing more is held, the hold's expiry is as it was.
    expect(await expectData(resume(buyer, order.id))).toEqual(resumed);
    expect(await soldOf(typeId)).toBe(2);
    expect((await orderRow(order.id)).holdExpiresAt).toEqual(order.holdExpiresAt);
    const listed = (await expectData(buyer.GET('/api/my-orders'))).find((o) => o.id === order.id);
    expect(listed).toMatchObject({ status: 'pending', expiresAt: resumed.expiresAt, startedAgainAs: null });
    // The resumed intent pays the order with its own hold.
    await payDemo(buyer, order.paymentIntentId as string);
    expect((await orderRow(order.id)).status).toBe('completed');
    expect(await soldOf(typeId)).toBe(2);
    expect(expectProblem(await resume(buyer, order.id), 409).code).toBe('order_completed');
  });

  it("is a 404 for another customer's order and an unknown one, and a 401 signed out; nothing changes", async () => {
    const { order, typeId } = await pendingOrder();
    expectProblem(await resume(stranger, order.id), 404);
    expectProblem(await startAgain(stranger, order.id), 404);
    await lapse(order.id);
    // Lapsed, still not theirs: 404 again, not the owner's 409.
    expectProblem(await resume(stranger, order.id), 404);
    expectProblem(await startAgain(stranger, order.id), 404);
    expectProblem(await resume(buyer, '00000000-0000-4000-8000-000000000000'), 404);
    expectProblem(await resume(apiClient(app), order.id), 401);
    expectProblem(await startAgain(apiClient(app), order.id), 401);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      startedAgainAs: null,
      startAgainClaimedAt: null,
    });
    expect(await soldOf(typeId)).toBe(2);
    expect((await intentOf(order.paymentIntentId as string)).status).toBe('requires_payment_method');
  });

  it('answers a lapsed hold with 409 hold_expired, before the sweep and after it', async () => {
    const { order } = await pendingOrder();
    await lapse(order.id);
    const before = expectProblem(await resume(buyer, order.id), 409);
    expect(before.code).toBe('hold_expired');
    expect(before.detail).toMatch(/Start again with the same tickets/);
    await releaseLapsedHolds(deps);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(expectProblem(await resume(buyer, order.id), 409).code).toBe('hold_expired');
    // The order list says when it lapsed no more: nothing is held.
    const listed = (await expectData(buyer.GET('/api/my-orders'))).find((o) => o.id === order.id);
    expect(listed).toMatchObject({ status: 'cancelled', expiresAt: null });
  });
});

describe('POST /api/orders/{id}/start-again', () => {
  it('cancels the lapsed order and its intent, and holds the same tickets anew at today’s price', async () => {
    const { order, typeId, intentId } = await pendingOrder(buyer, 3);
    await lapse(order.id);
    await db.update(ticketTypes).set({ priceMinor: 1200 }).where(eq(ticketTypes.id, typeId));
    const again = await expectData(startAgain(buyer, order.id));
    expect(again).toMatchObject({ status: 'pending' });
    expect(again.orderId).not.toBe(order.id);
    expect(again.clientSecret).toMatch(/_secret_/);

    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      holdExpiresAt: null,
      startedAgainAs: again.orderId,
      startAgainClaimedAt: null,
    });
    expect((await intentOf(intentId)).status).toBe('canceled');
    const fresh = await orderRow(again.orderId);
    expect(fresh).toMatchObject({ status: 'pending', totalMinor: 3600, channel: 'web' });
    expect(fresh.holdExpiresAt?.toISOString()).toBe(again.expiresAt);
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, again.orderId))).toMatchObject([
      { ticketTypeId: typeId, quantity: 3, unitPriceMinor: 1200 },
    ]);
    expect(await soldOf(typeId)).toBe(3);
    const listed = (await expectData(buyer.GET('/api/my-orders'))).find((o) => o.id === order.id);
    expect(listed?.startedAgainAs).toBe(again.orderId);

    // Once only; the old intent can no longer be paid; the new one pays the new order.
    const twice = expectProblem(await startAgain(buyer, order.id), 409);
    expect(twice).toMatchObject({ code: 'order_started_again' });
    expect(twice.detail).toContain(`#${again.orderId.slice(0, 8)}`);
    expect(expectProblem(await payDemo(buyer, intentId), 409).code).toBe('payment_canceled');
    await payDemo(buyer, (await orderRow(again.orderId)).paymentIntentId as string);
    expect((await orderRow(again.orderId)).status).toBe('completed');
    await expectStockAddsUp(typeId);
  });

  it('says when the tickets are gone or their sales closed, and lets the buyer try again later', async () => {
    const { order, typeId, eventId } = await pendingOrder(buyer, 3, 5);
    await lapse(order.id);
    await releaseLapsedHolds(deps);
    // Someone else takes three of the five while the buyer was away.
    const other = await startCheckout(db, buyers[2], eventId, [
      { ticketTypeId: typeId, quantity: 3, unitPrice: '10.00' },
    ]);
    const short = expectProblem(await startAgain(buyer, order.id), 409);
    expect(short).toMatchObject({ code: 'not_enough_tickets', detail: 'Only 2 tickets available for General.' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      startedAgainAs: null,
      startAgainClaimedAt: null,
    });
    expect(await soldOf(typeId)).toBe(3);

    await db
      .update(ticketTypes)
      .set({ salesEndsAt: orm`now() - interval '1 minute'` })
      .where(eq(ticketTypes.id, typeId));
    expect(expectProblem(await startAgain(buyer, order.id), 409).code).toBe('sales_ended');

    // The other buyer gives theirs up and the sales reopen: now it goes through.
    await expectData(buyers[2].DELETE('/api/orders/{id}', { params: { path: { id: other.order.id } } }));
    await db.update(ticketTypes).set({ salesEndsAt: null }).where(eq(ticketTypes.id, typeId));
    const again = await expectData(startAgain(buyer, order.id));
    expect(await soldOf(typeId)).toBe(3);
    expect((await orderRow(order.id)).startedAgainAs).toBe(again.orderId);
  });

  it('refuses a paid or failed order, and completes an old payment that went through instead', async () => {
    const paid = await pendingOrder();
    await payDemo(buyer, paid.intentId);
    expect(expectProblem(await startAgain(buyer, paid.order.id), 409).code).toBe('order_completed');

    // The provider took the money, but nobody has told the order yet (a closed tab).
    const unseen = await pendingOrder();
    await lapse(unseen.order.id);
    await db.update(demoPaymentIntents).set({ status: 'succeeded' }).where(eq(demoPaymentIntents.id, unseen.intentId));
    expect(expectProblem(await startAgain(buyer, unseen.order.id), 409).code).toBe('order_completed');
    expect((await orderRow(unseen.order.id)).status).toBe('completed');
    expect(await otherOrders(unseen.eventId, [unseen.order.id])).toEqual([]);
    await expectStockAddsUp(unseen.typeId);
  });
});

describe('never the old hold and a new one both', () => {
  it('holds once when the buyer clicks Start again twice at once (and five times)', async () => {
    for (const clicks of [2, 5]) {
      const { order, typeId, eventId } = await pendingOrder(buyer, 2);
      await lapse(order.id);
      // The old order's row is busy (a payment being completed, say): every click queues on it, then all go.
      const busy = transactionHeldOpen(sql, (tx) => tx`select id from orders where id = ${order.id} for update`);
      await busy.opened;
      const answers = Array.from({ length: clicks }, () => startAgain(buyer, order.id));
      await expect.poll(() => lockWaiters(sql)).toBe(clicks);
      busy.release();
      await busy.done;
      const settled = await Promise.all(answers);
      const won = settled.filter((a) => a.response.status === 200);
      expect(won).toHaveLength(1);
      for (const lost of settled.filter((a) => a.response.status !== 200)) {
        expect(expectProblem(lost, 409).code).toBe('order_started_again');
      }
      const created = await otherOrders(eventId, [order.id]);
      expect(created.map((o) => o.id)).toEqual([won[0].data?.orderId]);
      expect(await soldOf(typeId)).toBe(2);
      await expectStockAddsUp(typeId);
    }
  });

  it('gives the old hold back once when Start again races two instances’ sweeps', async () => {
    const { order, typeId, eventId } = await pendingOrder(buyer, 4);
    // Earlier tests' lapsed holds first, so these passes' counts are this order's alone.
    await releaseLapsedHolds(deps);
    await lapse(order.id);
    const busy = transactionHeldOpen(sql, (tx) => tx`select id from orders where id = ${order.id} for update`);
    await busy.opened;
    const again = startAgain(buyer, order.id);
    const sweeps = [releaseLapsedHolds(deps), releaseLapsedHolds(deps)];
    // The click at its claim, each sweep at its release, all on the old order's row.
    await expect.poll(() => lockWaiters(sql)).toBe(3);
    busy.release();
    await busy.done;
    const [answer, ...passes] = await Promise.all([again, ...sweeps]);
    const started = await expectData(answer);
    expect(passes.reduce((n, p) => n + p.released, 0)).toBeLessThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', startedAgainAs: started.orderId });
    expect((await otherOrders(eventId, [order.id])).map((o) => o.id)).toEqual([started.orderId]);
    expect(await soldOf(typeId)).toBe(4);
    expect(await expectStockAddsUp(typeId)).toEqual({ issued: 0, held: 4 });
  });

  it('takes the money once when the old order’s late payment races Start again', async () => {
    const pairs = await Promise.all(
      buyers
        .slice(2)
        .flatMap((client) =>
          [pendingOrder(client, 1), pendingOrder(client, 1)].map(async (p) => ({ client, ...(await p) })),
        ),
    );
    await lapse(...pairs.map((p) => p.order.id));
    // The payment goes first, or up to three database round trips ahead of the click: every interleaving.
    const roundTrip = () => db.execute(orm`select 1`);
    const results = await Promise.all(
      pairs.map(async ({ client, order, intentId }, i) => {
        const paying = payDemo(client, intentId);
        for (let lag = 0; lag < i % 4; lag++) await roundTrip();
        const again = startAgain(client, order.id);
        return { paid: await paying, again: await again };
      }),
    );
    let paidOld = 0;
    for (const [i, { paid, again }] of results.entries()) {
      const { order, eventId, typeId, intentId } = pairs[i];
      const created = await otherOrders(eventId, [order.id]);
      if (paid.response.status === 200) {
        // Paid: the old order has its ticket; starting again is refused and holds nothing.
        paidOld += 1;
        expect(paid.data).toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'completed' });
        expect(expectProblem(again, 409).code).toBe('order_completed');
        expect(created).toEqual([]);
      } else {
        // Started again first: the old intent was cancelled before it could be paid.
        expect(expectProblem(paid, 409).code).toBe('payment_canceled');
        expect((await intentOf(intentId)).status).toBe('canceled');
        const started = await expectData(again);
        expect(created.map((o) => o.id)).toEqual([started.orderId]);
      }
      await expectStockAddsUp(typeId);
    }
    console.log(
      `late payment vs start again: ${pairs.length} pairs, ${paidOld} paid the old order, ${pairs.length - paidOld} started again`,
    );
  });

  it('never leaves a resumed order both paid and released when its hold lapses during the payment', async () => {
    const held = await Promise.all(
      buyers.slice(2).map(async (client) => ({ client, ...(await pendingOrder(client, 1)) })),
    );
    const resumed = await Promise.all(held.map(({ client, order }) => expectData(resume(client, order.id))));
    await lapse(...held.map((h) => h.order.id));
    const roundTrip = () => db.execute(orm`select 1`);
    const [payments] = await Promise.all([
      Promise.all(
        resumed.map(async ({ clientSecret }, i) => {
          for (let lag = 0; lag < i % 4; lag++) await roundTrip();
          return payDemo(held[i].client, clientSecret.split('_secret_')[0]);
        }),
      ),
      releaseLapsedHolds(deps),
    ]);
    const paidCount = payments.filter((p) => p.response.status === 200).length;
    console.log(
      `resumed payment vs sweep: ${held.length} orders, ${paidCount} paid, ${held.length - paidCount} released`,
    );
    for (const [i, paid] of payments.entries()) {
      const { order, typeId } = held[i];
      const row = await orderRow(order.id);
      if (paid.response.status === 200) expect(row.status).toBe('completed');
      else {
        expect(expectProblem(paid, 409).code).toBe('payment_canceled');
        expect(row.status).toBe('cancelled');
        expect(expectProblem(await resume(held[i].client, order.id), 409).code).toBe('hold_expired');
      }
      expect(await expectStockAddsUp(typeId)).toEqual({ issued: row.status === 'completed' ? 1 : 0, held: 0 });
    }
  });
});
