import { setTimeout as providerLatency } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPaymentIntents, orderItems, orders, rateLimits, ticketTypes } from '../../api/src/db/schema';
import { countAttempt, pruneRateLimits } from '../../api/src/lib/rate-limit';
import { BATCH_WAIT_MS, cancelStalePendingOrders, releaseLapsedHolds } from '../../api/src/modules/orders/sweeps';
import { signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { startCheckout } from '../support/checkout';
import { insertEvent, userId } from '../support/factories';

const { app, db, deps } = await createTestApp();
const customer = await signedInApi(app, 'customer@pentas.test');

async function heldOrder(quantity: number) {
  const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 1000, quantity: 10 }] });
  const [type] = event.ticketTypes;
  const { order } = await startCheckout(db, customer, event.id, [
    { ticketTypeId: type.id, quantity, unitPrice: '10.00' },
  ]);
  return { orderId: order.id, typeId: type.id };
}

const soldOf = async (id: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0].soldQuantity;

describe('checkout sweeps', () => {
  it('gives lapsed holds back and cancels their intents, once even when sweeps overlap', async () => {
    const { orderId, typeId } = await heldOrder(3);
    const fresh = await heldOrder(1);
    await db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const counts = await Promise.all([releaseLapsedHolds(deps), releaseLapsedHolds(deps), releaseLapsedHolds(deps)]);
    expect(counts.reduce((sum, c) => sum + c.released, 0)).toBe(1);
    expect(await soldOf(typeId)).toBe(0);
    expect(await soldOf(fresh.typeId)).toBe(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.orderId, orderId));
    expect(intent.status).toBe('canceled');
  });

  it('forgets rate-limit counters a day after their window, and keeps current ones', async () => {
    await countAttempt(db, 'test:old', 60);
    await countAttempt(db, 'test:current', 60);
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '2 days'` })
      .where(eq(rateLimits.key, 'test:old'));
    expect(await pruneRateLimits(db)).toBeGreaterThanOrEqual(1);
    const keys = (await db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('test:current');
    expect(keys).not.toContain('test:old');
  });

  it('cancels pending orders after 24 hours, their payment intents first, and counts what it did', async () => {
    const { orderId } = await heldOrder(1);
    await db
      .update(orders)
      .set({ holdExpiresAt: null, createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, orderId));
    const passes = await Promise.all([cancelStalePendingOrders(deps), cancelStalePendingOrders(deps)]);
    // Two passes at once: the order is cancelled, and counted, by one of them.
    expect(passes.reduce((sum, p) => sum + p.cancelled, 0)).toBe(1);
    expect(passes.reduce((sum, p) => sum + p.intentsCancelled, 0)).toBe(1);
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('cancelled');
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.orderId, orderId));
    expect(intent.status).toBe('canceled');
  });

  it('completes a 24-hour-old pending order whose payment went through instead of cancelling it', async () => {
    const { orderId } = await heldOrder(1);
    await db
      .update(orders)
      .set({ holdExpiresAt: null, createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, orderId));
    await db.update(demoPaymentIntents).set({ status: 'succeeded' }).where(eq(demoPaymentIntents.orderId, orderId));
    expect(await cancelStalePendingOrders(deps)).toMatchObject({ cancelled: 0, paid: 1 });
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('completed');
  });

  it('releases lapsed stock in time with a slow provider: the first hold is back before the 50th settle ends', async () => {
    const LAPSED = 60;
    const event = await insertEvent(db, 'organizer@pentas.test', {
      tickets: [{ priceMinor: 1000, quantity: LAPSED, soldQuantity: LAPSED }],
    });
    const [type] = event.ticketTypes;
    const buyerId = await userId(db, 'customer@pentas.test');
    // A flash sale's lapsed holds, each with its intent, the oldest first (ten minutes ago and before).
    const lapsed = await db
      .insert(orders)
      .values(
        Array.from({ length: LAPSED }, (_, i) => ({
          userId: buyerId,
          eventId: event.id,
          currency: 'MYR',
          totalMinor: 1000,
          holdExpiresAt: new Date(Date.now() - 600_000 - (LAPSED - i) * 1000),
          paymentIntentId: `pi_slow_${event.id}_${i}`,
        })),
      )
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      .values(lapsed.map(({ id }) => ({ orderId: id, ticketTypeId: type.id, quantity: 1, unitPriceMinor: 1000 })));
    const statusOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0].status;

    // A provider that takes a while to answer (each settle is a cancel and a read), 50 settles well over BATCH_WAIT_MS.
    const latency = Math.ceil((BATCH_WAIT_MS * 2) / 50 / 2);
    let settles = 0;
    let firstWhenFiftiethEnds: string | undefined;
    const slow = {
      ...deps.payments,
      cancelIntent: async () => {
        await providerLatency(latency);
      },
      retrieveIntent: async (id: string) => {
        await providerLatency(latency);
        settles += 1;
        if (settles === 50) firstWhenFiftiethEnds = await statusOf(lapsed[0].id);
        return {
          id,
          clientSecret: '',
          status: 'canceled' as const,
          amountMinor: 1000,
          currency: 'MYR',
          lastErrorCode: null,
          paidWith: null,
        };
      },
    };
    const sweep = await releaseLapsedHolds({ ...deps, payments: slow });
    expect(settles).toBeGreaterThanOrEqual(LAPSED);
    expect(firstWhenFiftiethEnds).toBe('cancelled');
    // Every one released once, all the stock back.
    expect(sweep.released).toBeGreaterThanOrEqual(LAPSED);
    expect(await Promise.all(lapsed.map(({ id }) => statusOf(id)))).toEqual(lapsed.map(() => 'cancelled'));
    expect(await soldOf(type.id)).toBe(0);
  });
});
