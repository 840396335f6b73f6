import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, ticketTypes } from '../../api/src/db/schema';
import { releaseHold } from '../../api/src/modules/orders/holds';
import { demoEvents } from '../../api/src/scripts/demo-data';
import { insertManualOrder } from '../support/analytics';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets, payDemo, startCheckout } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { Client, expectProblem } from '../support/http';

// Figures proved against orders made through the real checkout and demo payments: one organizer of
// its own (so the seed's sales are not in its figures) with an MYR and an IDR event.
const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'analytics-org');
const organizer = await signedInApi(app, organizerEmail);
const otherOrganizer = await signedInApi(app, await insertAccount(db, 'organizer', 'analytics-org2'));
const admin = await signedInApi(app, 'admin@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
const customer2 = await signedInApi(app, 'customer2@pentas.test');
const reseller = await signedInApi(app, 'reseller@pentas.test');

const myr = await insertEvent(db, organizerEmail, {
  title: 'Analytics MYR',
  tickets: [
    { name: 'General', priceMinor: 8000, quantity: 50 },
    { name: 'VIP', priceMinor: 22000, quantity: 10 },
    { name: 'Late', priceMinor: 5000, quantity: 5 },
  ],
});
const [general, vip, late] = myr.ticketTypes;
const idr = await insertEvent(db, organizerEmail, {
  title: 'Analytics IDR',
  currency: 'IDR',
  timeZone: 'Asia/Jakarta',
  tickets: [{ name: 'Presale', priceMinor: 35_000_000, quantity: 20 }],
});

const line = (type: { id: number }, quantity: number, unitPrice: string) => ({
  ticketTypeId: type.id,
  quantity,
  unitPrice,
});

// Completed: 2 General + 1 VIP (380.00), and 1 General by another buyer (80.00).
const paidBig = await buyTickets(db, customer, myr.id, [line(general, 2, '80.00'), line(vip, 1, '220.00')]);
const paidSmall = await buyTickets(db, customer2, myr.id, [line(general, 1, '80.00')]);
// Manual: 2 General at a recorded 50.00 each, no fee.
const manual = await insertManualOrder(db, 'customer2@pentas.test', myr, general.id, 2, 5000);
// Pending (never paid), declined (still pending), cancelled (hold released), refunded (paid after
// its hold lapsed and the type sold out: the order failed and the payment was refunded).
await startCheckout(db, customer, myr.id, [line(general, 3, '80.00')]);
const declined = await startCheckout(db, customer, myr.id, [line(vip, 2, '220.00')]);
expect(
  (await payDemo(customer, declined.intentId, { method: 'card', cardNumber: '4000000000000002' })).data,
).toMatchObject({ paymentStatus: 'requires_payment_method', orderStatus: 'pending' });
const cancelled = await startCheckout(db, customer2, myr.id, [line(vip, 1, '220.00')]);
await releaseHold(db, cancelled.order.id, 'cancelled', 'Hold expired');
const refunded = await startCheckout(db, customer2, myr.id, [line(late, 2, '50.00')]);
await releaseHold(db, refunded.order.id, 'cancelled', 'Hold expired');
await db.update(ticketTypes).set({ soldQuantity: late.quantity }).where(eq(ticketTypes.id, late.id));
expect((await payDemo(customer2, refunded.intentId)).data).toMatchObject({ orderStatus: 'failed' });
// IDR: 1 Presale.
const paidIdr = await buyTickets(db, customer, idr.id, [line(idr.ticketTypes[0], 1, '350000.00')], 'IDR');

const eventAnalytics = (client: ApiClient, id: number) =>
  client.GET('/api/events/{id}/analytics', { params: { path: { id } } });
const myAnalytics = (client: ApiClient) => client.GET('/api/my-analytics');

const feeOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0].serviceFeeMinor;

describe('GET /api/events/{id}/analytics', () => {
  it('counts completed orders only, manual ones at their recorded value, fees apart', async () => {
    expect(await expectData(eventAnalytics(organizer, myr.id))).toEqual({
      eventId: myr.id,
      currency: 'MYR',
      // 380.00 + 80.00 + manual 100.00; pending, declined, cancelled and refunded orders left out.
      totalRevenue: '560.00',
      serviceFees: '13.80',
      ticketsSold: 6,
      ordersCompleted: 3,
      ticketTypeBreakdown: [
        { ticketTypeId: general.id, name: 'General', sold: 5, revenue: '340.00' },
        { ticketTypeId: vip.id, name: 'VIP', sold: 1, revenue: '220.00' },
        { ticketTypeId: late.id, name: 'Late', sold: 0, revenue: '0.00' },
      ],
    });
    // The fee is what the buyers were charged (3%), the manual order none.
    expect((await feeOf(paidBig)) + (await feeOf(paidSmall)) + (await feeOf(manual))).toBe(1380);
  });

  it('gives an IDR event its figures in rupiah', async () => {
    expect(await expectData(eventAnalytics(organizer, idr.id))).toMatchObject({
      currency: 'IDR',
      totalRevenue: '350000.00',
      ticketsSold: 1,
    });
  });

  it("is a 404 for another organizer's event, unknown and deleted events; admins see any", async () => {
    expectProblem(await eventAnalytics(otherOrganizer, myr.id), 404);
    expectProblem(await eventAnalytics(organizer, 999999), 404);
    const gone = await insertEvent(db, organizerEmail, { deletedAt: new Date() });
    expectProblem(await eventAnalytics(organizer, gone.id), 404);
    expect((await expectData(eventAnalytics(admin, myr.id))).totalRevenue).toBe('560.00');
  });

  it('refuses customers and resellers (403), strangers (401) and malformed ids (422)', async () => {
    expectProblem(await eventAnalytics(customer, myr.id), 403);
    expectProblem(await eventAnalytics(reseller, myr.id), 403);
    expectProblem(await eventAnalytics(apiClient(app), myr.id), 401);
    // A non-numeric id is off the contract: sent untyped, with the organizer's session.
    expectProblem(await new Client(app, organizer.jar).get('/api/events/abc/analytics'), 422);
  });
});

describe('GET /api/my-analytics', () => {
  it('keeps currencies apart and counts only completed sales of the caller’s events', async () => {
    expect(await expectData(myAnalytics(organizer))).toMatchObject({
      totalRevenue: [
        { currency: 'IDR', amount: '350000.00' },
        { currency: 'MYR', amount: '560.00' },
      ],
      serviceFees: [
        { currency: 'IDR', amount: '10500.00' },
        { currency: 'MYR', amount: '13.80' },
      ],
      totalSales: 7,
      totalEvents: 2,
    });
  });

  it('lists the 5 newest orders of any status with buyer and event', async () => {
    const { recentTransactions } = await expectData(myAnalytics(organizer));
    expect(recentTransactions).toHaveLength(5);
    expect(recentTransactions[0]).toEqual({
      id: paidIdr,
      eventTitle: 'Analytics IDR',
      userEmail: 'customer@pentas.test',
      totalAmount: '350000.00',
      currency: 'IDR',
      status: 'completed',
      refundedAmount: '0.00',
      fullyRefunded: false,
      createdAt: expect.any(String),
    });
    expect(recentTransactions.map((t) => t.status)).toEqual(['completed', 'failed', 'cancelled', 'pending', 'pending']);
  });

  it("never shows another organizer's events; an admin's covers everyone's", async () => {
    const theirs = await expectData(myAnalytics(otherOrganizer));
    expect(theirs.recentTransactions.map((t) => t.id)).not.toContain(paidIdr);
    expect(theirs.totalRevenue.find((m) => m.currency === 'IDR')).toBeUndefined();
    const all = await expectData(myAnalytics(admin));
    expect(all.totalEvents).toBeGreaterThanOrEqual(2 + theirs.totalEvents);
    expect(all.recentTransactions[0].id).toBe(paidIdr);
  });

  it('refuses customers and resellers (403) and strangers (401)', async () => {
    expectProblem(await myAnalytics(customer), 403);
    expectProblem(await myAnalytics(reseller), 403);
    expectProblem(await myAnalytics(apiClient(app)), 401);
  });
});

describe('the demo data', () => {
  it("has past sales matching the catalog's sold counts, over weeks, with check-ins", async () => {
    const titles = demoEvents.map((e) => e.title);
    const [seeded] = await db.execute<{ sold: number; bought: number; days: number; checkedIn: number }>(sql`
      select (select sum(t.sold_quantity)::int from ticket_types t join events e on e.id = t.event_id
              where e.title in ${titles}) as sold,
             (select sum(i.quantity)::int from order_items i join orders o on o.id = i.order_id
              join events e on e.id = o.event_id where o.status = 'completed' and e.title in ${titles}) as bought,
             (select count(distinct o.completed_at::date)::int from orders o join events e on e.id = o.event_id
              where e.title in ${titles}) as days,
             (select count(*)::int from tickets t join events e on e.id = t.event_id
              where t.status = 'checked_in' and e.title in ${titles}) as "checkedIn"`);
    expect(seeded.bought).toBe(seeded.sold);
    expect(seeded.days).toBeGreaterThanOrEqual(21);
    expect(seeded.checkedIn).toBeGreaterThan(50);
    const demo = await expectData(myAnalytics(await signedInApi(app, 'organizer@pentas.test')));
    expect(demo.totalRevenue.map((m) => m.currency)).toEqual(['IDR', 'MYR', 'SGD']);
  });
});
