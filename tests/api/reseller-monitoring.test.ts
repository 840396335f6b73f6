import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../api/src/db/schema';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertAccount, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';
import { issueManualSale } from '../support/manual-sales';
import { newBuyers, newReseller, sellWithCode } from '../support/resellers';

const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'mon-org');
const myr = await insertEvent(db, organizerEmail, {
  title: 'Monitor MYR',
  tickets: [{ name: 'General', priceMinor: 10_000, quantity: 200 }],
});
const idr = await insertEvent(db, organizerEmail, {
  title: 'Monitor IDR',
  currency: 'IDR',
  tickets: [{ name: 'Presale', priceMinor: 370_370_400, quantity: 20 }],
});
const [general] = myr.ticketTypes;
const [presale] = idr.ticketTypes;
const admin = await signedInApi(app, 'admin@pentas.test');
const [buyer, buyer2] = await newBuyers(app, db, 2, 'mon-buyer');

// Mixed: affiliate 2 General (200.00) + manual 3 General (300.00) + affiliate 1 Presale (Rp 3,703,704 ≈ RM 1,000).
const mixed = await newReseller(app, db, 'mon-mixed');
await sellWithCode(db, buyer.api, mixed.code, myr, { ticketTypeId: general.id, quantity: 2, unitPrice: '100.00' });
await issueManualSale(app, db, {
  issuerEmail: mixed.email,
  recipientEmail: buyer2.email,
  ticketTypeId: general.id,
  quantity: 3,
});
await sellWithCode(db, buyer2.api, mixed.code, idr, { ticketTypeId: presale.id, quantity: 1, unitPrice: '3703704.00' });
// A pending order and the owner's own purchase: neither counts.
await sellWithCode(
  db,
  buyer.api,
  mixed.code,
  myr,
  { ticketTypeId: general.id, quantity: 5, unitPrice: '100.00' },
  false,
);
const own = await sellWithCode(db, mixed.api, 'PNT-NOTACODE0', myr, {
  ticketTypeId: general.id,
  quantity: 1,
  unitPrice: '100.00',
});
await db.execute(sql`update orders set affiliate_code_id = (select id from affiliate_codes where code = ${mixed.code})
  where id = ${own.order.id}`);
// Small: 7 manual tickets (RM 700.00): more tickets and more ringgit than `mixed`, less at the reference rates.
const small = await newReseller(app, db, 'mon-small');
await issueManualSale(app, db, {
  issuerEmail: small.email,
  recipientEmail: buyer.email,
  ticketTypeId: general.id,
  quantity: 7,
});

type Query = {
  dateFrom?: string;
  dateTo?: string;
  sort?: 'totalRevenue' | 'totalTicketsSold' | 'resellerEmail';
  order?: 'asc' | 'desc';
  pageSize?: number;
  page?: number;
};
const fresh = (api: ApiClient, query: Query = {}) => api.GET('/api/admin/reseller-stats-fresh', { params: { query } });
const rowOf = async (id: string, query: Query = {}) =>
  (await expectData(fresh(admin, { pageSize: 100, ...query }))).find((r) => r.resellerId === id);

describe('GET /api/admin/reseller-stats-fresh', () => {
  it('gives each reseller manual and affiliate figures, revenue per currency, never cached', async () => {
    const { response } = await fresh(admin);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await rowOf(mixed.id)).toEqual({
      resellerId: mixed.id,
      resellerEmail: mixed.email,
      resellerName: 'Buyer',
      affiliateCode: mixed.code,
      manualTicketsSold: 3,
      issuedValue: [{ currency: 'MYR', amount: '300.00' }],
      affiliateTicketsSold: 3,
      affiliateRevenue: [
        { currency: 'IDR', amount: '3703704.00' },
        { currency: 'MYR', amount: '200.00' },
      ],
      totalTicketsSold: 6,
      // Money actually paid: the box office's RM 300 is issued value, not revenue.
      totalRevenue: [
        { currency: 'IDR', amount: '3703704.00' },
        { currency: 'MYR', amount: '200.00' },
      ],
      totalTransactions: 3,
      lastSaleDate: expect.any(String),
      eventBreakdown: [
        { eventTitle: 'Monitor MYR', ticketCount: 5 },
        { eventTitle: 'Monitor IDR', ticketCount: 1 },
      ],
    });
  });

  it('ranks revenue at the reference rates, and sorts by tickets or e-mail as asked', async () => {
    const ids = async (query: Query) =>
      (await expectData(fresh(admin, { pageSize: 100, ...query })))
        .map((r) => r.resellerId)
        .filter((id) => id === mixed.id || id === small.id);
    // mixed: RM 200 + Rp 3,703,704 (≈ RM 1,000) paid beats small's RM 700 issued at face value (nothing paid).
    expect(await ids({})).toEqual([mixed.id, small.id]);
    expect(await ids({ sort: 'totalRevenue', order: 'asc' })).toEqual([small.id, mixed.id]);
    expect(await ids({ sort: 'totalTicketsSold' })).toEqual([small.id, mixed.id]);
  });

  it('ranks by money paid: free box-office tickets worth RM 150,000 at face value rank below paid sales', async () => {
    const hoarder = await newReseller(app, db, 'mon-hoarder');
    const pricey = await insertEvent(db, organizerEmail, { tickets: [{ priceMinor: 50_000, quantity: 1000 }] });
    await issueManualSale(app, db, {
      issuerEmail: hoarder.email,
      recipientEmail: buyer2.email,
      ticketTypeId: pricey.ticketTypes[0].id,
      quantity: 300,
    });
    const rows = (await expectData(fresh(admin, { pageSize: 100 }))).map((r) => r.resellerId);
    expect(rows.indexOf(hoarder.id)).toBeGreaterThan(rows.indexOf(mixed.id));
    expect(await rowOf(hoarder.id)).toMatchObject({
      totalRevenue: [],
      issuedValue: [{ currency: 'MYR', amount: '150000.00' }],
      manualTicketsSold: 300,
    });
  });

  it('counts only sales inside the Kuala Lumpur days asked', async () => {
    const reseller = await newReseller(app, db, 'mon-range');
    const { orderId } = await issueManualSale(app, db, {
      issuerEmail: reseller.email,
      recipientEmail: buyer.email,
      ticketTypeId: general.id,
      quantity: 1,
    });
    await db
      .update(orders)
      .set({ completedAt: new Date('2026-11-10T15:59:59.999Z') })
      .where(eq(orders.id, orderId));
    const on = async (day: string) => (await rowOf(reseller.id, { dateFrom: day, dateTo: day }))?.totalTicketsSold;
    expect(await on('2026-11-10')).toBe(1);
    expect(await on('2026-11-11')).toBe(0);
    expect(await on('2026-11-09')).toBe(0);
    expect(expectProblem(await fresh(admin, { dateFrom: '2026-11-11', dateTo: '2026-11-10' }), 422).code).toBe(
      'validation_failed',
    );
  });

  it('pages resellers with the total in X-Total-Count', async () => {
    const all = await fresh(admin, { pageSize: 100, sort: 'resellerEmail', order: 'asc' });
    const total = Number(all.response.headers.get('x-total-count'));
    expect(total).toBe(all.data?.length);
    const page2 = await expectData(fresh(admin, { pageSize: 2, page: 2, sort: 'resellerEmail', order: 'asc' }));
    expect(page2.map((r) => r.resellerId)).toEqual(all.data?.slice(2, 4).map((r) => r.resellerId));
  });

  it('shows the seeded demo reseller with weeks of attributed sales and clicks', async () => {
    const demo = await rowOf(await userId(db, 'reseller@pentas.test'), {});
    expect(demo?.affiliateCode).toMatch(/^PNT-/);
    expect(demo?.affiliateTicketsSold).toBeGreaterThan(10);
    const portal = await expectData((await signedInApi(app, 'reseller@pentas.test')).GET('/api/admin/affiliate-stats'));
    expect(portal.performance.clicks).toBeGreaterThan(portal.performance.totalSales);
    expect(portal.clicksByDay.filter((d) => d.clicks > 0).length).toBeGreaterThan(5);
  });

  it('is for admins only', async () => {
    for (const email of [mixed.email, 'organizer@pentas.test', 'customer@pentas.test']) {
      const problem = expectProblem(await fresh(await signedInApi(app, email)), 403);
      expect(problem.detail).toBe('You need admin access to view this page');
    }
  });
});

describe('GET /api/admin/debug-affiliate-sales', () => {
  const debug = (api: ApiClient, query: { code?: string; orderId?: string } = {}) =>
    api.GET('/api/admin/debug-affiliate-sales', { params: { query } });

  it("lists every order carrying a code with the figures' verdict", async () => {
    const { data, response } = await debug(admin, { code: mixed.code });
    expect(response.headers.get('x-total-count')).toBe('4');
    const verdicts = (data ?? []).map((r) => [r.status, r.counted, r.notCountedBecause]).sort();
    expect(verdicts).toEqual(
      [
        ['completed', false, 'own_purchase'],
        ['completed', true, null],
        ['completed', true, null],
        ['pending', false, 'not_completed'],
      ].sort(),
    );
    const [row] = await expectData(debug(admin, { orderId: own.order.id }));
    expect(row).toMatchObject({
      code: mixed.code,
      codeOwnerEmail: mixed.email,
      buyerEmail: mixed.email,
      amount: '100.00',
    });
  });

  it('is for admins only', async () => {
    const problem = expectProblem(await debug(mixed.api), 403);
    expect(problem.detail).toBe('You need admin access to view this page');
  });
});
