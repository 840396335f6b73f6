import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, demoPaymentIntents, orders, paymentAttempts, ticketTypes } from '../../api/src/db/schema';
import { cancelStalePendingOrders, releaseLapsedHolds } from '../../api/src/modules/orders/sweeps';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { payDemo, startCheckout } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

const { app, db, deps, sql: pg } = await createTestApp({ MAX_PENDING_ORDERS: '40' });
const admin = await signedInApi(app, 'admin@pentas.test');
const buyers: ApiClient[] = [];
for (const email of await insertCustomers(db, 3, 'admin-pay')) buyers.push(await signedInApi(app, email));
const denied = ['customer@pentas.test', 'reseller@pentas.test', 'organizer@pentas.test'];

const paymentHealth = (api: ApiClient) => api.GET('/api/admin/payment-health');
const cancelPendingPayments = (api: ApiClient) => api.POST('/api/admin/cancel-pending-payments');
const runAutoCancellation = (api: ApiClient) => api.POST('/api/admin/run-auto-cancellation');
const health = () => expectData(paymentHealth(admin));
const auditCount = async (action: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.action, action))).length;

/** `perBuyer` pending orders of `quantity` tickets per buyer on a fresh event. */
async function heldOrders(perBuyer: number, quantity = 2, by = buyers) {
  const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 1000, quantity: 1000 }] });
  const [type] = event.ticketTypes;
  const held = await Promise.all(
    by.map(async (buyer) => {
      const mine = [];
      for (let i = 0; i < perBuyer; i++) {
        mine.push(
          (await startCheckout(db, buyer, event.id, [{ ticketTypeId: type.id, quantity, unitPrice: '10.00' }])).order,
        );
      }
      return mine;
    }),
  );
  return { typeId: type.id, orderIds: held.flat().map((o) => o.id) };
}
/** Three buyers of a test's own: checkout starts are limited per account and minute. */
const freshBuyers = async (tag: string) =>
  Promise.all((await insertCustomers(db, 3, tag)).map((email) => signedInApi(app, email)));
const lastAuditId = async () =>
  (await db.select().from(auditLog).orderBy(sql`${auditLog.id} desc`).limit(1))[0]?.id ?? 0;
/** What the release runs' audit rows written after `id` say they did, added up. */
async function releaseRowsSince(id: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, id), eq(auditLog.action, 'holds.release_lapsed')));
  const sum = (key: string) => rows.reduce((n, r) => n + Number((r.after as Record<string, number>)[key] ?? 0), 0);
  return { ordersPaid: sum('ordersPaid'), ordersCancelled: sum('ordersCancelled') };
}
const soldOf = async (id: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0].soldQuantity;

describe('GET /api/admin/payment-health', () => {
  it("counts today's orders and failed payments from the real checkout, by method and decline code", async () => {
    const start = await health();
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 1000, quantity: 100 }] });
    const line = { ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '10.00' };
    const first = await startCheckout(db, buyers[0], event.id, [line]);
    expect(
      (await payDemo(buyers[0], first.intentId, { method: 'card', cardNumber: '4000000000000002' })).data?.errorCode,
    ).toBe('card_declined');
    expect((await payDemo(buyers[0], first.intentId)).data?.paymentStatus).toBe('succeeded');
    const second = await startCheckout(db, buyers[1], event.id, [line]);
    await payDemo(buyers[1], second.intentId, { method: 'card', cardNumber: '4000000000009995' });

    const now = await health();
    expect(now.todayOrders - start.todayOrders).toBe(2);
    expect(now.todayFailures - start.todayFailures).toBe(2);
    expect(now.todayAttempts - start.todayAttempts).toBe(3);
    expect(now.failureRate).toBe(Math.round((now.todayFailures / now.todayAttempts) * 1000) / 10);
    expect(now.failureRateHigh).toBe(now.failureRate > 50);
    const card = (h: typeof now) => h.byMethod.find((m) => m.method === 'card') ?? { attempts: 0, failures: 0 };
    expect(card(now).attempts - card(start).attempts).toBe(3);
    expect(card(now).failures - card(start).failures).toBe(2);
    const code = (h: typeof now, c: string) => h.byErrorCode.find((e) => e.errorCode === c)?.failures ?? 0;
    expect(code(now, 'card_declined') - code(start, 'card_declined')).toBe(1);
    expect(code(now, 'insufficient_funds') - code(start, 'insufficient_funds')).toBe(1);
  });

  it("cuts 'today' on Kuala Lumpur's calendar and marks a failure rate above 50% as high", async () => {
    const start = await health();
    const event = await insertEvent(db, 'organizer@pentas.test');
    const klMidnight = sql`(date_trunc('day', now() at time zone 'Asia/Kuala_Lumpur') at time zone 'Asia/Kuala_Lumpur')`;
    const attempt = (at: ReturnType<typeof sql>, succeeded: boolean) =>
      db.insert(paymentAttempts).values({
        eventId: event.id,
        method: 'grabpay',
        succeeded,
        errorCode: succeeded ? null : 'grabpay_error',
        createdAt: at,
      });
    await attempt(sql`${klMidnight} - interval '1 minute'`, false);
    for (let i = 0; i < start.todayAttempts + 2; i++) await attempt(sql`${klMidnight} + interval '1 minute'`, false);
    const now = await health();
    expect(now.todayFailures - start.todayFailures).toBe(start.todayAttempts + 2);
    expect(now.byMethod.find((m) => m.method === 'grabpay')).toEqual({
      method: 'grabpay',
      attempts: start.todayAttempts + 2,
      failures: start.todayAttempts + 2,
    });
    expect(now.failureRate).toBeGreaterThan(50);
    expect(now.failureRateHigh).toBe(true);
  });

  it('reports pending orders past their hold that still hold stock', async () => {
    const start = (await health()).stuckOrders;
    const { orderIds } = await heldOrders(1, 3);
    await db.update(orders).set({ holdExpiresAt: sql`now() - interval '5 minutes'` }).where(eq(orders.id, orderIds[0]));
    const now = (await health()).stuckOrders;
    expect(now.count - start.count).toBe(1);
    expect(now.ticketsHeld - start.ticketsHeld).toBe(3);
    expect(now.oldestHoldExpiredAt).not.toBeNull();
    await releaseLapsedHolds(deps);
  });

  it('is for admins only: 403 for customer, reseller, organizer; 401 signed out', async () => {
    for (const email of denied) expectProblem(await paymentHealth(await signedInApi(app, email)), 403);
    expectProblem(await paymentHealth(apiClient(app)), 401);
  });
});

describe('POST /api/admin/cancel-pending-payments', () => {
  it('releases each lapsed hold exactly once while two background sweeps run at the same moment; stock adds up', async () => {
    const { typeId, orderIds } = await heldOrders(10, 2);
    const fresh = await heldOrders(1, 1);
    await db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(inArray(orders.id, orderIds));
    expect(await soldOf(typeId)).toBe(60);
    const audits = await auditCount('holds.release_lapsed');

    const [res, ...sweeps] = await Promise.all([
      cancelPendingPayments(admin),
      releaseLapsedHolds(deps),
      releaseLapsedHolds(deps),
    ]);
    const answer = await expectData(res);
    const released = answer.ordersCancelled + sweeps.reduce((n, s) => n + s.released, 0);
    const stock = answer.stockReleased + sweeps.reduce((n, s) => n + s.stockReleased, 0);
    const intents = answer.intentsCancelled + sweeps.reduce((n, s) => n + s.intentsCancelled, 0);
    expect({ released, stock, intents }).toEqual({ released: 30, stock: 60, intents: 30 });
    expect(answer.ordersPaid).toBe(0);
    expect(await soldOf(typeId)).toBe(0);
    // A hold still running is left alone.
    expect(await soldOf(fresh.typeId)).toBe(3);
    const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
    expect(rows.every((o) => o.status === 'cancelled' && o.holdExpiresAt === null)).toBe(true);
    const intentRows = await db.select().from(demoPaymentIntents).where(inArray(demoPaymentIntents.orderId, orderIds));
    expect(intentRows.every((i) => i.status === 'canceled')).toBe(true);

    expect(await auditCount('holds.release_lapsed')).toBe(audits + 1);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'holds.release_lapsed'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row).toMatchObject({
      targetType: 'orders',
      targetId: null,
      after: answer,
      requestId: res.response.headers.get('x-request-id'),
    });
  });

  it('completes a lapsed hold whose payment went through instead of releasing it', async () => {
    const { typeId, orderIds } = await heldOrders(1, 1);
    const [paid] = orderIds;
    await db.update(demoPaymentIntents).set({ status: 'succeeded' }).where(eq(demoPaymentIntents.orderId, paid));
    await db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(inArray(orders.id, orderIds));
    expect(await expectData(cancelPendingPayments(admin))).toMatchObject({
      ordersPaid: 1,
      ordersCancelled: orderIds.length - 1,
      stockReleased: orderIds.length - 1,
    });
    expect((await db.select().from(orders).where(eq(orders.id, paid)))[0].status).toBe('completed');
    expect(await soldOf(typeId)).toBe(1);
  });

  it('four runs at once report, between them, exactly what changed, and their rows say the same', async () => {
    const { orderIds } = await heldOrders(14, 1, await freshBuyers('four-runs'));
    const paid = orderIds.filter((_, i) => i % 2 === 0);
    await db.update(demoPaymentIntents).set({ status: 'succeeded' }).where(inArray(demoPaymentIntents.orderId, paid));
    await db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(inArray(orders.id, orderIds));
    const since = await lastAuditId();

    const answers = await Promise.all(Array.from({ length: 4 }, () => expectData(cancelPendingPayments(admin))));
    const total = (key: keyof (typeof answers)[number]) => answers.reduce((n, a) => n + a[key], 0);
    expect({ paid: total('ordersPaid'), cancelled: total('ordersCancelled') }).toEqual({
      paid: paid.length,
      cancelled: orderIds.length - paid.length,
    });
    const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
    expect(rows.filter((o) => o.status === 'completed')).toHaveLength(paid.length);
    expect(rows.filter((o) => o.status === 'cancelled')).toHaveLength(orderIds.length - paid.length);
    const audited = await releaseRowsSince(since);
    expect({ paid: audited.ordersPaid, cancelled: audited.ordersCancelled }).toEqual({
      paid: paid.length,
      cancelled: orderIds.length - paid.length,
    });
  });

  it('a run cut off mid-way leaves every order it cancelled with its audit row', async () => {
    const { orderIds } = await heldOrders(20, 1, await freshBuyers('cut-off'));
    // Lapsed one after another, so the run takes them in this order; the last one is held by another
    // transaction, so the run stops there with its work partly done, and is then cut off (as kill -9 would).
    for (const [i, id] of orderIds.entries()) {
      await db
        .update(orders)
        .set({ holdExpiresAt: sql`now() - make_interval(secs => ${orderIds.length - i})` })
        .where(eq(orders.id, id));
    }
    const since = await lastAuditId();
    const last = orderIds[orderIds.length - 1];
    const blocker = transactionHeldOpen(pg, (tx) => tx`select 1 from orders where id = ${last} for update`);
    await blocker.opened;
    const run = cancelPendingPayments(admin);
    await vi.waitFor(async () => expect(await lockWaiters(pg)).toBeGreaterThan(0), { timeout: 30_000 });
    await pg`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`;
    blocker.release();
    await blocker.done;
    await run;

    const cancelled = (await db.select().from(orders).where(inArray(orders.id, orderIds))).filter(
      (o) => o.status === 'cancelled',
    ).length;
    expect(cancelled).toBeGreaterThan(0);
    expect((await releaseRowsSince(since)).ordersCancelled).toBe(cancelled);
  });

  it('is for admins only, and a refused call writes no audit row', async () => {
    const audits = await auditCount('holds.release_lapsed');
    for (const email of denied) expectProblem(await cancelPendingPayments(await signedInApi(app, email)), 403);
    expectProblem(await cancelPendingPayments(apiClient(app)), 401);
    expect(await auditCount('holds.release_lapsed')).toBe(audits);
  });
});

describe('POST /api/admin/run-auto-cancellation', () => {
  it('cancels pending orders older than 24 hours once while the sweep runs at the same moment, their intents first', async () => {
    const { orderIds } = await heldOrders(2, 1);
    const { orderIds: recent } = await heldOrders(1, 1);
    // Their holds went long ago (what the sweep leaves: pending, holding nothing) and they are a day old.
    await db
      .update(orders)
      .set({ holdExpiresAt: null, createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(orders.id, orderIds));
    await db.update(orders).set({ holdExpiresAt: null }).where(inArray(orders.id, recent));
    const audits = await auditCount('orders.auto_cancel');

    const [res, sweep] = await Promise.all([runAutoCancellation(admin), cancelStalePendingOrders(deps)]);
    const answer = await expectData(res);
    expect(answer.totalProcessed).toBeGreaterThanOrEqual(answer.ordersCancelled);
    expect(answer.ordersCancelled + sweep.cancelled).toBe(orderIds.length);
    expect(answer.stripeIntentsCancelled + sweep.intentsCancelled).toBe(orderIds.length);
    const rows = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...orderIds, ...recent]));
    for (const o of rows) expect(o.status).toBe(orderIds.includes(o.id) ? 'cancelled' : 'pending');
    expect(await auditCount('orders.auto_cancel')).toBe(audits + 1);
  });

  it('is for admins only, and a refused call writes no audit row', async () => {
    const audits = await auditCount('orders.auto_cancel');
    for (const email of denied) expectProblem(await runAutoCancellation(await signedInApi(app, email)), 403);
    expectProblem(await runAutoCancellation(apiClient(app)), 401);
    expect(await auditCount('orders.auto_cancel')).toBe(audits);
  });
});
