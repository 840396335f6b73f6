import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, ticketTypes } from '../../api/src/db/schema';
import { releaseHold } from '../../api/src/modules/orders/holds';
import { periodStarts } from '../../api/src/modules/resellers/period-starts';
import { issueVisitToken } from '../../api/src/modules/resellers/visit-token';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { payDemo } from '../support/checkout';
import { TEST_AUTH_SECRET } from '../support/constants';
import { insertAccount, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';
import { issueManualSale } from '../support/manual-sales';
import { newBuyers, newReseller, sellWithCode } from '../support/resellers';

// The affiliate portal's figures, from sales made through the real checkout with `affiliateCode`.
const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'aff-org');
const myr = await insertEvent(db, organizerEmail, {
  title: 'Affiliate MYR',
  tickets: [
    { name: 'General', priceMinor: 10_000, quantity: 100 },
    { name: 'Late', priceMinor: 5_000, quantity: 2 },
  ],
});
const [general, late] = myr.ticketTypes;
const idr = await insertEvent(db, organizerEmail, {
  title: 'Affiliate IDR',
  currency: 'IDR',
  tickets: [
    { name: 'Presale', priceMinor: 35_000_000, quantity: 100 },
    // Rp 3,703,666 is RM 999.99 at the reference rate (0.00027); Rp 38 more makes it RM 1,000.00.
    { name: 'Almost a thousand', priceMinor: 370_366_600, quantity: 10 },
    { name: 'The rest', priceMinor: 3_800, quantity: 10 },
  ],
});
const [presale, almost, rest] = idr.ticketTypes;
const line = (type: { id: number; priceMinor: number }, quantity: number) => ({
  ticketTypeId: type.id,
  quantity,
  unitPrice: (type.priceMinor / 100).toFixed(2),
});

const stats = (api: Awaited<ReturnType<typeof signedInApi>>) => api.GET('/api/admin/affiliate-stats');

describe('GET /api/admin/affiliate-stats', () => {
  it('is a 404 no_affiliate_code until the caller has a code', async () => {
    const email = await insertAccount(db, 'reseller', 'aff-nocode');
    const problem = expectProblem(await stats(await signedInApi(app, email)), 404);
    expect(problem.code).toBe('no_affiliate_code');
  });

  it("refuses customers with the portal's words", async () => {
    const problem = expectProblem(await stats(await signedInApi(app, 'customer@pentas.test')), 403);
    expect(problem.detail).toBe('You need reseller or admin access to view this page');
  });

  it('counts completed attributed orders only, per currency, never the owner or manual tickets', async () => {
    const reseller = await newReseller(app, db, 'aff-main');
    const [a, b, c] = await newBuyers(app, db, 3, 'aff-main-buyer');
    // Completed: A 1 General (100.00), B 2 General (200.00), A 1 Presale (Rp 350,000).
    await sellWithCode(db, a.api, reseller.code, myr, line(general, 1));
    await sellWithCode(db, b.api, reseller.code, myr, line(general, 2));
    await sellWithCode(db, a.api, reseller.code, idr, line(presale, 1));
    // Pending (never paid); declined card (still pending); cancelled (hold released); refunded (paid
    // after its hold lapsed and the type sold out: failed).
    await sellWithCode(db, c.api, reseller.code, myr, line(general, 3), false);
    const declined = await sellWithCode(db, c.api, reseller.code, myr, line(general, 1), false);
    await payDemo(c.api, declined.intentId, { method: 'card', cardNumber: '4000000000000002' });
    const cancelled = await sellWithCode(db, c.api, reseller.code, myr, line(general, 1), false);
    await releaseHold(db, cancelled.order.id, 'cancelled', 'Hold expired');
    const refunded = await sellWithCode(db, c.api, reseller.code, myr, line(late, 2), false);
    await releaseHold(db, refunded.order.id, 'cancelled', 'Hold expired');
    await db.update(ticketTypes).set({ soldQuantity: late.quantity }).where(eq(ticketTypes.id, late.id));
    expect((await payDemo(c.api, refunded.intentId)).data).toMatchObject({ orderStatus: 'failed' });
    // The owner buying with their own code: checkout does not record it, and a row that carries it
    // anyway (older data, a hand-made fix) is not counted either.
    await sellWithCode(db, reseller.api, reseller.code, myr, line(general, 1));
    const own = await sellWithCode(db, reseller.api, 'PNT-NOTACODE0', myr, line(general, 1));
    await db.execute(sql`update orders set affiliate_code_id = (select id from affiliate_codes where code = ${reseller.code})
      where id = ${own.order.id}`);
    // Manual tickets the reseller issued are sales history, not affiliate figures.
    await issueManualSale(app, db, {
      issuerEmail: reseller.email,
      recipientEmail: c.email,
      ticketTypeId: general.id,
      quantity: 4,
    });

    const body = await expectData(stats(reseller.api));
    expect(body.affiliate.code).toBe(reseller.code);
    expect(body.performance).toMatchObject({
      totalSales: 3,
      ticketsSold: 4,
      totalRevenue: [
        { currency: 'IDR', amount: '350000.00' },
        { currency: 'MYR', amount: '300.00' },
      ],
      uniqueCustomers: 2,
      salesLast7Days: 3,
      salesLast30Days: 3,
      averageOrderValue: [
        { currency: 'IDR', amount: '350000.00' },
        { currency: 'MYR', amount: '150.00' },
      ],
    });
    expect(Date.now() - Date.parse(body.performance.lastSaleDate ?? '')).toBeLessThan(60_000);
    expect(body.eventBreakdown.map((e) => [e.eventTitle, e.salesCount, e.ticketsSold])).toEqual([
      ['Affiliate MYR', 2, 3],
      ['Affiliate IDR', 1, 1],
    ]);
    // RM 300 + Rp 350,000 (RM 94.50) is far from RM 1,000: First Sale only, 1 of 8 = 13%.
    expect(body.badges.filter((x) => x.earned).map((x) => x.id)).toEqual(['first-sale']);
    expect(body.completion).toBe(13);
    expect(body.badges.find((x) => x.id === 'revenue-starter')).toMatchObject({ progress: 394, earned: false });
  });

  it("counts the last 7 and 30 days as whole days on Kuala Lumpur's calendar, as the reseller overview does", async () => {
    const reseller = await newReseller(app, db, 'aff-days');
    const [a] = await newBuyers(app, db, 1, 'aff-days-buyer');
    const at = async (when: Date) => {
      const { order } = await sellWithCode(db, a.api, reseller.code, myr, line(general, 1));
      await db.update(orders).set({ completedAt: when }).where(eq(orders.id, order.id));
    };
    const minute = 60_000;
    const starts = periodStarts();
    // A minute either side of each period's first midnight: 7 × 24 hours back would count the one before too.
    await at(new Date(starts.last7Days.getTime() + minute));
    await at(new Date(starts.last7Days.getTime() - minute));
    await at(new Date(starts.last30Days.getTime() + minute));
    await at(new Date(starts.last30Days.getTime() - minute));
    expect((await expectData(stats(reseller.api))).performance).toMatchObject({
      totalSales: 4,
      salesLast7Days: 1,
      salesLast30Days: 3,
    });
  });

  it('counts other currencies at the reference rates for the revenue badge, at RM 999.99 and RM 1,000.00', async () => {
    const reseller = await newReseller(app, db, 'aff-rates');
    const [a] = await newBuyers(app, db, 1, 'aff-rates-buyer');
    await sellWithCode(db, a.api, reseller.code, idr, line(almost, 1));
    const before = await expectData(stats(reseller.api));
    expect(before.badges.find((x) => x.id === 'revenue-starter')).toMatchObject({ progress: 999, earned: false });
    await sellWithCode(db, a.api, reseller.code, idr, line(rest, 1));
    const after = await expectData(stats(reseller.api));
    expect(after.badges.find((x) => x.id === 'revenue-starter')).toMatchObject({ progress: 1000, earned: true });
    // The money itself stays in rupiah.
    expect(after.performance.totalRevenue).toEqual([{ currency: 'IDR', amount: '3703704.00' }]);
    expect(after.referenceRatesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('earns no badge with free tickets: only paid sales and their buyers count toward badges', async () => {
    const reseller = await newReseller(app, db, 'aff-free');
    const free = await insertEvent(db, organizerEmail, { tickets: [{ name: 'Free', priceMinor: 0, quantity: 100 }] });
    const puppets = await newBuyers(app, db, 12, 'aff-free-puppet');
    for (const puppet of puppets) {
      await sellWithCode(db, puppet.api, reseller.code, free, line(free.ticketTypes[0], 1), false);
    }
    const freeOnly = await expectData(stats(reseller.api));
    expect(freeOnly.performance.totalSales).toBe(12);
    expect(freeOnly.badges.filter((x) => x.earned)).toEqual([]);
    expect(freeOnly.badges.find((x) => x.id === 'people-person')).toMatchObject({ progress: 0 });

    await sellWithCode(db, puppets[0].api, reseller.code, myr, line(general, 1));
    const paid = await expectData(stats(reseller.api));
    expect(paid.badges.filter((x) => x.earned).map((x) => x.id)).toEqual(['first-sale']);
    expect(paid.badges.find((x) => x.id === 'rising-star')).toMatchObject({ progress: 1 });
    expect(paid.badges.find((x) => x.id === 'people-person')).toMatchObject({ progress: 1 });
  });

  it('shows visits per day and per event with the conversion, never dividing by zero', async () => {
    const reseller = await newReseller(app, db, 'aff-clicks');
    const [a] = await newBuyers(app, db, 1, 'aff-clicks-buyer');
    // Four browsers (user agents) at one address: four visitors, each with its page's token.
    const beacon = (browser: string, eventId?: number) => {
      const userAgent = `Mozilla/5.0 Chrome/131.0 ${browser}`;
      const token = issueVisitToken(TEST_AUTH_SECRET, reseller.code, { address: 'local', userAgent });
      return app.request('http://localhost/api/affiliate-clicks', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', 'user-agent': userAgent },
        body: JSON.stringify({ code: reseller.code, token, eventId }),
      });
    };
    const empty = await expectData(stats(reseller.api));
    expect(empty.performance).toMatchObject({ clicks: 0, conversionRate: 0 });
    expect(empty.clicksByDay).toHaveLength(30);
    expect(empty.clicksByDay.every((d) => d.clicks === 0 && d.conversionRate === 0)).toBe(true);

    for (const [session, event] of [
      ['browser-1', myr.id],
      ['browser-2', myr.id],
      ['browser-3', myr.id],
      ['browser-4', undefined],
    ] as const) {
      expect((await beacon(session, event)).status).toBe(204);
    }
    await sellWithCode(db, a.api, reseller.code, myr, line(general, 1));

    const body = await expectData(stats(reseller.api));
    expect(body.performance).toMatchObject({ clicks: 4, totalSales: 1, conversionRate: 0.25 });
    const today = body.clicksByDay.at(-1);
    expect(today).toMatchObject({ clicks: 4, orders: 1, conversionRate: 0.25 });
    expect(body.eventBreakdown).toEqual([
      expect.objectContaining({
        eventId: myr.id,
        eventTimeZone: 'Asia/Kuala_Lumpur',
        salesCount: 1,
        ticketsSold: 1,
        clicks: 3,
      }),
    ]);
  });
});
