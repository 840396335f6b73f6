import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPaymentIntents, orders, tickets, ticketTypes } from '../../api/src/db/schema';
import { releaseLapsedHolds } from '../../api/src/modules/orders/sweeps';
import { type ApiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { ordersAndIntents, payDemo, startCheckout } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';

// Ten open checkouts per buyer, so that twenty buyers hold the 200 orders the attack run raced.
const { app, db, deps } = await createTestApp({ MAX_PENDING_ORDERS: '10' });
const buyers: ApiClient[] = [];
for (const email of await insertCustomers(db, 20, 'race')) buyers.push(await signedInApi(app, email));

interface Held {
  buyer: ApiClient;
  orderId: string;
  intentId: string;
}

/** `perBuyer` pending orders of one ticket each, per buyer, on a fresh event. */
async function heldOrders(perBuyer: number) {
  const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 1000, quantity: 1000 }] });
  const [type] = event.ticketTypes;
  const held: Held[] = [];
  await Promise.all(
    buyers.map(async (buyer) => {
      for (let i = 0; i < perBuyer; i++) {
        const { order, intentId } = await startCheckout(db, buyer, event.id, [
          { ticketTypeId: type.id, quantity: 1, unitPrice: '10.00' },
        ]);
        held.push({ buyer, orderId: order.id, intentId });
      }
    }),
  );
  return { typeId: type.id, held };
}

/**
 * What must hold whatever the order of events: every payment that succeeded belongs to a completed
 * order with its ticket, or was refunded; every order that is gone had its intent cancelled; the
 * stock sold is exactly the tickets issued.
 */
async function expectMoneyAndStockAddUp(typeId: number, held: Held[]) {
  const { orderRows, intents } = await ordersAndIntents(
    db,
    held.map((h) => h.orderId),
    held.map((h) => h.intentId),
  );
  const ticketCounts = await db
    .select({ orderId: tickets.orderId, n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.ticketTypeId, typeId))
    .groupBy(tickets.orderId);
  const ticketsOf = (orderId: string) => ticketCounts.find((t) => t.orderId === orderId)?.n ?? 0;
  expect(intents).toHaveLength(held.length);
  for (const { orderId, intentId } of held) {
    const intent = intents.find((i) => i.id === intentId);
    const order = orderRows.find((o) => o.id === orderId);
    if (intent?.status === 'succeeded') {
      const settled = order?.status === 'completed' ? ticketsOf(orderId) === 1 : intent.refundedAt !== null;
      expect(settled, `paid order ${orderId} has its ticket or its refund`).toBe(true);
    } else {
      expect(intent?.status, `unpaid intent of ${orderId}`).toBe('canceled');
      expect(order?.status ?? 'deleted').toMatch(/^(deleted|cancelled)$/);
      expect(ticketsOf(orderId)).toBe(0);
    }
  }
  const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
  const issued = ticketCounts.reduce((sum, t) => sum + t.n, 0);
  const stillHeld = orderRows.filter((o) => o.status === 'pending').length;
  expect(type.soldQuantity).toBe(issued + stillHeld);
  return { paid: intents.filter((i) => i.status === 'succeeded').length };
}

describe('deleting an order while it is being paid', () => {
  it('never loses a payment: 200 deletes raced against 200 demo payments', async () => {
    const { typeId, held } = await heldOrders(10);
    expect(held).toHaveLength(200);
    // The delete starts with the payment, or up to three database round trips after it: both
    // interleavings (cancel first, payment first) happen, and every point between.
    const roundTrip = () => db.execute(sql`select 1`);
    const answers = (
      await Promise.all(
        held.map(async ({ buyer, orderId, intentId }, i) => {
          const paying = payDemo(buyer, intentId);
          for (let lag = 0; lag < i % 4; lag++) await roundTrip();
          const deleting = buyer.DELETE('/api/orders/{id}', { params: { path: { id: orderId } } });
          return [await deleting, await paying] as const;
        }),
      )
    ).flat();
    expect(answers.filter((a) => a.response.status >= 500).map((a) => a.error)).toEqual([]);
    for (let i = 0; i < held.length; i++) {
      const [deleted, paid] = [answers[2 * i], answers[2 * i + 1]];
      // One of the two wins, never both: a deleted order was never paid, a paid one never deleted.
      const [won, lost] = deleted.response.status === 200 ? [deleted, paid] : [paid, deleted];
      expect(won.response.status).toBe(200);
      expect([404, 409]).toContain(lost.response.status);
      if (paid.response.status === 200)
        expect(paid.data).toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'completed' });
    }
    const { paid } = await expectMoneyAndStockAddUp(typeId, held);
    expect(paid).toBe(answers.filter((a, i) => i % 2 === 1 && a.response.status === 200).length);
    console.log(
      `delete/pay race: ${held.length} pairs, ${held.length - paid} deleted, ${paid} paid, ` +
        `${answers.filter((a) => a.response.status >= 500).length} 5xx, stock and payments add up`,
    );
  });
});

describe('the sweep of lapsed holds', () => {
  const lapse = (held: Held[]) =>
    db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(
        inArray(
          orders.id,
          held.map((h) => h.orderId),
        ),
      );

  it('completes a payment that succeeded before a crash instead of releasing its stock', async () => {
    const { typeId, held } = await heldOrders(1);
    const [crashed, ...abandoned] = held;
    // The provider took the money; the process died before completing the order.
    await db.update(demoPaymentIntents).set({ status: 'succeeded' }).where(eq(demoPaymentIntents.id, crashed.intentId));
    await lapse(held);
    expect(await releaseLapsedHolds(deps)).toMatchObject({ released: abandoned.length, paid: 1 });
    const [order] = await db.select().from(orders).where(eq(orders.id, crashed.orderId));
    expect(order.status).toBe('completed');
    await expectMoneyAndStockAddUp(typeId, held);
  });

  it('settles each lapsed hold once while buyers pay and two instances sweep at the same moment', async () => {
    const { typeId, held } = await heldOrders(3);
    await lapse(held);
    const [payments, ...sweeps] = await Promise.all([
      Promise.all(held.map(({ buyer, intentId }) => payDemo(buyer, intentId))),
      releaseLapsedHolds(deps),
      releaseLapsedHolds(deps),
    ]);
    expect(payments.filter((p) => p.response.status >= 500).map((p) => p.error)).toEqual([]);
    const released = sweeps.reduce((sum, s) => sum + s.released, 0);
    const { paid } = await expectMoneyAndStockAddUp(typeId, held);
    expect(paid + released).toBe(held.length);
  });
});
