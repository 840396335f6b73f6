import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, tickets } from '../../api/src/db/schema';
import { releaseHold } from '../../api/src/modules/orders/holds';
import { insertManualOrder } from '../support/analytics';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { type DemoPaymentRequest, payDemo, startCheckout } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

// The analytics extras (live view, trends, check-ins, attribution) against real checkouts, demo
// payments, check-ins at the door and a transfer. The event is on now (started an hour ago), in KL, and
// its types sell until its end (the organizer's sales window; by default sales close at the start).
const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'insights-org');
const organizer = await signedInApi(app, organizerEmail);
const stranger = await signedInApi(app, await insertAccount(db, 'organizer', 'insights-org2'));
const admin = await signedInApi(app, 'admin@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
const customer2 = await signedInApi(app, 'customer2@pentas.test');
const reseller = await signedInApi(app, 'reseller@pentas.test');
const { affiliateCode } = await expectData(reseller.GET('/api/admin/affiliate-code'));
expect(affiliateCode).toMatch(/^PNT-/);

const endsAt = new Date(Date.now() + 3 * 3600_000);
const event = await insertEvent(db, organizerEmail, {
  title: 'Insights live',
  timeZone: 'Asia/Kuala_Lumpur',
  startsAt: new Date(Date.now() - 3600_000),
  endsAt,
  tickets: [
    { name: 'General', priceMinor: 8000, quantity: 50, salesEndsAt: endsAt },
    { name: 'VIP', priceMinor: 22000, quantity: 10, salesEndsAt: endsAt },
  ],
});
const [general, vip] = event.ticketTypes;
const line = (type: { id: number }, quantity: number, unitPrice: string) => [
  { ticketTypeId: type.id, quantity, unitPrice },
];

/** A checkout paid with the demo form, `extra` in the checkout body (channel, affiliateCode). */
async function buy(buyer: ApiClient, items: ReturnType<typeof line>, extra: object = {}, payment?: DemoPaymentRequest) {
  const started = await startCheckout(db, buyer, event.id, items, 'MYR', extra);
  expect((await payDemo(buyer, started.intentId, payment)).data?.orderStatus).toBe('completed');
  return started.order.id;
}

// web (by default): 2 General by card; widget: 1 VIP by FPX after a declined card, via the reseller's
// code; web again: 1 General by card with the code; manual: 2 General at 50.00.
const webOrder = await buy(customer, line(general, 2, '80.00'));
const widgetCheckout = await startCheckout(db, customer2, event.id, line(vip, 1, '220.00'), 'MYR', {
  channel: 'widget',
  affiliateCode,
});
await payDemo(customer2, widgetCheckout.intentId, { method: 'card', cardNumber: '4000000000000002' });
await payDemo(customer2, widgetCheckout.intentId, { method: 'fpx', bank: 'maybank2u' });
const affiliateWebOrder = await buy(customer2, line(general, 1, '80.00'), { affiliateCode });
await insertManualOrder(db, 'customer2@pentas.test', event, general.id, 2, 5000);
// Held: 3 General in an open checkout; released: 1 VIP whose hold was given back.
await startCheckout(db, customer, event.id, line(general, 3, '80.00'));
const lapsed = await startCheckout(db, customer, event.id, line(vip, 1, '220.00'));
await releaseHold(db, lapsed.order.id, 'cancelled', 'Hold expired');

const inEvent = { params: { path: { id: event.id } } };
const trends = (query: { from?: string; to?: string }) =>
  organizer.GET('/api/events/{id}/analytics/trends', { params: { path: { id: event.id }, query } });

describe('GET /api/events/{id}/analytics/live', () => {
  it('shows recent sales, stock, holds by state and payment success per method', async () => {
    const res = await organizer.GET('/api/events/{id}/analytics/live', inEvent);
    expect(res.response.headers.get('cache-control')).toBe('private, no-store');
    const live = await expectData(res);
    expect(live.perMinute).toHaveLength(60);
    expect(live.perHour).toHaveLength(24);
    // Every sale of this test happened within the hour: the buckets hold them all (3 + 1 + 2 manual).
    const sum = (buckets: { tickets: number }[]) => buckets.reduce((n, b) => n + b.tickets, 0);
    expect(sum(live.perMinute)).toBe(6);
    expect(sum(live.perHour)).toBe(6);
    expect(new Date(live.perMinute[59].start).getTime()).toBeLessThanOrEqual(Date.now());
    expect(live.ticketTypes).toEqual([
      // General: 3 web + 2 manual paid, 3 held; the manual order took no stock (staff issue beside it).
      { ticketTypeId: general.id, name: 'General', quantity: 50, left: 44, paid: 5, held: 3, released: 0 },
      { ticketTypeId: vip.id, name: 'VIP', quantity: 10, left: 9, paid: 1, held: 0, released: 1 },
    ]);
    expect(live.holds).toEqual({ paid: 6, held: 3, released: 1 });
    expect(live.payments).toEqual([
      { method: 'card', attempts: 3, succeeded: 2, successRate: 2 / 3 },
      { method: 'fpx', attempts: 1, succeeded: 1, successRate: 1 },
    ]);
  });
});

describe('GET /api/events/{id}/analytics/trends', () => {
  it("cuts days in the event's zone and runs the totals since the first sale", async () => {
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur; 03:00 UTC is 11:00 the same day.
    const day = 86_400_000;
    const lateEvening = new Date(Date.now() - 3 * day);
    lateEvening.setUTCHours(16, 30, 0, 0);
    const earlier = new Date(lateEvening.getTime() - 2 * day);
    earlier.setUTCHours(3, 0, 0, 0);
    const ymd = (at: Date | number) => new Date(at).toISOString().slice(0, 10);
    await db.update(orders).set({ completedAt: lateEvening }).where(eq(orders.id, webOrder));
    await db.update(orders).set({ completedAt: earlier }).where(eq(orders.id, affiliateWebOrder));
    const [d1, d2, d3] = [0, 1, 2].map((n) => ymd(lateEvening.getTime() + n * day));
    const shown = await expectData(trends({ from: d1, to: d3 }));
    expect(shown).toMatchObject({ currency: 'MYR', timeZone: 'Asia/Kuala_Lumpur', from: d1, to: d3 });
    expect(shown.days).toEqual([
      { date: d1, ticketsSold: 0, revenue: '0.00', cumulativeTicketsSold: 1, cumulativeRevenue: '80.00' },
      { date: d2, ticketsSold: 2, revenue: '160.00', cumulativeTicketsSold: 3, cumulativeRevenue: '240.00' },
      { date: d3, ticketsSold: 0, revenue: '0.00', cumulativeTicketsSold: 3, cumulativeRevenue: '240.00' },
    ]);
    // By default: from the first sale's day to today, ending with every completed sale.
    const all = await expectData(trends({}));
    expect(all.from).toBe(ymd(earlier));
    expect(all.days.at(-1)).toMatchObject({ cumulativeTicketsSold: 6, cumulativeRevenue: '560.00' });
  });

  it('refuses days that are not days, reversed and over-long ranges (422)', async () => {
    expect(expectProblem(await trends({ from: '2025-02-30' }), 422).errors?.[0].path).toBe('from');
    expect(expectProblem(await trends({ to: 'tomorrow' }), 422).errors?.[0].path).toBe('to');
    expectProblem(await trends({ from: '2025-03-05', to: '2025-03-01' }), 422);
    expectProblem(await trends({ from: '2024-01-01', to: '2025-03-01' }), 422);
  });
});

describe('GET /api/events/{id}/analytics/check-ins', () => {
  it('counts issued and checked-in tickets per type and arrivals per quarter hour', async () => {
    const ticketsOf = (orderId: string) => db.select().from(tickets).where(eq(tickets.orderId, orderId));
    const [first, second] = await ticketsOf(webOrder);
    const [third] = await ticketsOf(affiliateWebOrder);
    for (const t of [first, third])
      await expectData(admin.POST('/api/tickets/{id}/checkin', { params: { path: { id: t.id } } }));
    // A transfer replaces a ticket with the recipient's: still one issued.
    await expectData(
      customer.POST('/api/tickets/{id}/transfer', {
        params: { path: { id: second.id } },
        body: { email: 'customer2@pentas.test' },
      }),
    );
    const checkIns = await expectData(organizer.GET('/api/events/{id}/analytics/check-ins', inEvent));
    expect(checkIns).toMatchObject({ issued: 6, checkedIn: 2 });
    expect(checkIns.ticketTypes).toEqual([
      { ticketTypeId: general.id, name: 'General', issued: 5, checkedIn: 2 },
      { ticketTypeId: vip.id, name: 'VIP', issued: 1, checkedIn: 0 },
    ]);
    const { arrivals } = checkIns;
    expect(arrivals.reduce((n, a) => n + a.checkedIn, 0)).toBe(2);
    for (const a of arrivals) expect(new Date(a.start).getTime() % 900_000).toBe(0);
  });
});

describe('GET /api/events/{id}/analytics/attribution', () => {
  it('splits completed sales by channel and by affiliate code', async () => {
    const attribution = await expectData(organizer.GET('/api/events/{id}/analytics/attribution', inEvent));
    const byChannel = Object.fromEntries(attribution.channels.map((c) => [c.channel, { ...c, channel: undefined }]));
    expect(byChannel).toEqual({
      web: { orders: 2, ticketsSold: 3, revenue: '240.00' },
      widget: { orders: 1, ticketsSold: 1, revenue: '220.00' },
      manual: { orders: 1, ticketsSold: 2, revenue: '100.00' },
    });
    expect(attribution.affiliates).toEqual(
      expect.arrayContaining([
        { code: affiliateCode, orders: 2, ticketsSold: 2, revenue: '300.00' },
        { code: null, orders: 2, ticketsSold: 4, revenue: '260.00' },
      ]),
    );
  });
});

describe('who may see the extras', () => {
  it.each(['live', 'trends', 'check-ins', 'attribution'] as const)(
    '%s: 404 to another organizer, 403, 401',
    async (part) => {
      const extra = (client: ApiClient) => client.GET(`/api/events/{id}/analytics/${part}`, inEvent);
      expectProblem(await extra(stranger), 404);
      expectProblem(await extra(customer), 403);
      expectProblem(await extra(reseller), 403);
      expectProblem(await extra(apiClient(app)), 401);
      await expectData(extra(admin));
    },
  );
});
