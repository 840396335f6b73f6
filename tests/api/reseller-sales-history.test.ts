import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../api/src/db/schema';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertAccount, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';
import { issueManualSale } from '../support/manual-sales';
import { newBuyers, newReseller, sellWithCode } from '../support/resellers';

const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'hist-org');
const event = await insertEvent(db, organizerEmail, {
  title: 'History Night',
  tickets: [
    { name: 'General', priceMinor: 8_000, quantity: 200 },
    { name: 'VIP', priceMinor: 20_000, quantity: 50 },
  ],
});
const [general, vip] = event.ticketTypes;
const resellerA = await newReseller(app, db, 'hist-a');
const resellerB = await newReseller(app, db, 'hist-b');
const [buyer, recipient] = await newBuyers(app, db, 2, 'hist-buyer');
const admin = await signedInApi(app, 'admin@pentas.test');

// A: one attributed order (2 General, 160.00), one manual sale (3 VIP at 200.00), and a pending order.
const attributed = await sellWithCode(db, buyer.api, resellerA.code, event, {
  ticketTypeId: general.id,
  quantity: 2,
  unitPrice: '80.00',
});
const manual = await issueManualSale(app, db, {
  issuerEmail: resellerA.email,
  recipientEmail: recipient.email,
  ticketTypeId: vip.id,
  quantity: 3,
});
await sellWithCode(
  db,
  buyer.api,
  resellerA.code,
  event,
  { ticketTypeId: general.id, quantity: 1, unitPrice: '80.00' },
  false,
);
// B: one manual sale of its own.
const bSale = await issueManualSale(app, db, {
  issuerEmail: resellerB.email,
  recipientEmail: buyer.email,
  ticketTypeId: general.id,
  quantity: 1,
});

type Query = { dateFrom?: string; dateTo?: string; resellerId?: string; page?: number; pageSize?: number };
const history = (api: ApiClient, query: Query = {}) =>
  // The generated types take page numbers as numbers; the wire has them as text either way.
  api.GET('/api/reseller/sales-history', { params: { query } });

/** Moves a sale to an instant (both the order's completion and the manual record). */
async function soldAt(orderId: string, at: string) {
  await db
    .update(orders)
    .set({ completedAt: new Date(at) })
    .where(eq(orders.id, orderId));
  await db.execute(sql`update manual_ticket_records set created_at = ${at}::timestamptz where order_id = ${orderId}`);
}

describe('GET /api/reseller/sales-history', () => {
  it("lists the reseller's manual tickets and attributed orders, newest first, nothing else", async () => {
    const { data, response } = await history(resellerA.api);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(data).toEqual([
      {
        id: expect.stringMatching(/^manual-\d+$/),
        source: 'manual',
        orderId: manual.orderId,
        createdAt: expect.any(String),
        targetUserId: expect.any(String),
        targetUserEmail: recipient.email,
        targetUserName: 'Buyer',
        eventTitle: 'History Night',
        ticketType: 'VIP',
        ticketCount: 3,
        amount: '600.00',
        currency: 'MYR',
      },
      expect.objectContaining({
        id: `order-${attributed.order.id}`,
        source: 'affiliate',
        orderId: attributed.order.id,
        targetUserEmail: buyer.email,
        ticketType: 'General',
        ticketCount: 2,
        amount: '160.00',
      }),
    ]);
  });

  it("never shows another reseller's sales, and refuses a reseller naming someone else", async () => {
    const b = await expectData(history(resellerB.api));
    expect(b.map((row) => row.orderId)).toEqual([bSale.orderId]);
    const problem = expectProblem(await history(resellerA.api, { resellerId: resellerB.id }), 403);
    expect(problem.detail).toBe('You need admin access to view this page');
    expect((await expectData(history(resellerA.api, { resellerId: resellerA.id }))).length).toBe(2);
  });

  it('lets an admin read a named reseller, and asks them to name one', async () => {
    const rows = await expectData(history(admin, { resellerId: resellerB.id }));
    expect(rows.map((row) => row.orderId)).toEqual([bSale.orderId]);
    expect(expectProblem(await history(admin), 422).code).toBe('validation_failed');
    expect(expectProblem(await history(admin, { resellerId: 'no-such-user' }), 404).code).toBe('not_found');
  });

  it('refuses every other role with "You need reseller access", organizers too', async () => {
    for (const email of ['customer@pentas.test', 'organizer@pentas.test']) {
      const problem = expectProblem(await history(await signedInApi(app, email)), 403);
      expect(problem.detail).toBe('You need reseller access to view this page');
    }
  });

  it("cuts days at Kuala Lumpur's midnight, both ends inclusive", async () => {
    const reseller = await newReseller(app, db, 'hist-edges');
    const sale = async (at: string) => {
      const { orderId } = await issueManualSale(app, db, {
        issuerEmail: reseller.email,
        recipientEmail: recipient.email,
        ticketTypeId: general.id,
        quantity: 1,
      });
      await soldAt(orderId, at);
      return orderId;
    };
    const beforeStart = await sale('2026-11-09T15:59:59.999Z'); // 9 Nov 23:59:59.999 in Kuala Lumpur
    const atStart = await sale('2026-11-09T16:00:00.000Z'); //      10 Nov 00:00
    const atEnd = await sale('2026-11-10T15:59:59.999Z'); //        10 Nov 23:59:59.999
    const afterEnd = await sale('2026-11-10T16:00:00.000Z'); //     11 Nov 00:00
    const ids = async (query: Query) => (await expectData(history(reseller.api, query))).map((r) => r.orderId);
    expect(await ids({ dateFrom: '2026-11-10', dateTo: '2026-11-10' })).toEqual([atEnd, atStart]);
    expect(await ids({ dateFrom: '2026-11-09', dateTo: '2026-11-09' })).toEqual([beforeStart]);
    expect(await ids({ dateFrom: '2026-11-11', dateTo: '2026-11-11' })).toEqual([afterEnd]);
  });

  it('refuses a start after the end, more than 366 days and days that do not exist', async () => {
    for (const query of [
      { dateFrom: '2026-11-11', dateTo: '2026-11-10' },
      { dateFrom: '2025-11-09', dateTo: '2026-11-10' },
      { dateFrom: '2026-02-30', dateTo: '2026-03-02' },
      { dateFrom: '10/11/2026' },
    ]) {
      expect(expectProblem(await history(resellerA.api, query), 422).code, JSON.stringify(query)).toBe(
        'validation_failed',
      );
    }
    expect((await history(resellerA.api, { dateFrom: '2025-11-10', dateTo: '2026-11-10' })).response.status).toBe(200);
  });

  it('pages with the total in X-Total-Count', async () => {
    const first = await history(resellerA.api, { pageSize: 1 });
    const second = await history(resellerA.api, { pageSize: 1, page: 2 });
    expect(first.response.headers.get('x-total-count')).toBe('2');
    expect(second.response.headers.get('x-total-count')).toBe('2');
    expect([...(first.data ?? []), ...(second.data ?? [])].map((r) => r.source)).toEqual(['manual', 'affiliate']);
  });
});
