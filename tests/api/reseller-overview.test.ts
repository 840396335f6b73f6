import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../api/src/db/schema';
import { periodStarts } from '../../api/src/modules/resellers/period-starts';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertAccount, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';
import { issueManualSale } from '../support/manual-sales';
import { newBuyers, newReseller, sellWithCode } from '../support/resellers';

const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'ov-org');
const myr = await insertEvent(db, organizerEmail, {
  title: 'Overview Night',
  tickets: [{ name: 'General', priceMinor: 8_000, quantity: 200 }],
});
const sgd = await insertEvent(db, organizerEmail, {
  title: 'Overview Singapore',
  currency: 'SGD',
  tickets: [{ name: 'Standing', priceMinor: 5_000, quantity: 100 }],
});
const reseller = await newReseller(app, db, 'ov-a');
const other = await newReseller(app, db, 'ov-b');
const [buyer, recipient] = await newBuyers(app, db, 2, 'ov-buyer');
const admin = await signedInApi(app, 'admin@pentas.test');

const overview = (api: ApiClient, resellerId?: string) =>
  api.GET('/api/reseller/overview', { params: { query: resellerId ? { resellerId } : {} } });

/** Moves a sale to an instant (the order's completion and its manual record). */
async function soldAt(orderId: string, at: Date) {
  await db.update(orders).set({ completedAt: at }).where(eq(orders.id, orderId));
  await db.execute(
    sql`update manual_ticket_records set created_at = ${at.toISOString()}::timestamptz where order_id = ${orderId}`,
  );
}

const DAY = 86_400_000;
const starts = periodStarts();
// Today: a code sale (2 × 80.00 MYR) and a box-office issue (1 × 50.00 SGD).
await sellWithCode(db, buyer.api, reseller.code, myr, {
  ticketTypeId: myr.ticketTypes[0].id,
  quantity: 2,
  unitPrice: '80.00',
});
await issueManualSale(app, db, {
  issuerEmail: reseller.email,
  recipientEmail: recipient.email,
  ticketTypeId: sgd.ticketTypes[0].id,
  quantity: 1,
});
// The last minute of the day before today's: in 7 and 30 days, not today.
const yesterday = await issueManualSale(app, db, {
  issuerEmail: reseller.email,
  recipientEmail: recipient.email,
  ticketTypeId: myr.ticketTypes[0].id,
  quantity: 3,
});
await soldAt(yesterday.orderId, new Date(starts.today.getTime() - 1));
// The first instant of the 30 days, and the last one before them.
const firstOf30 = await issueManualSale(app, db, {
  issuerEmail: reseller.email,
  recipientEmail: recipient.email,
  ticketTypeId: myr.ticketTypes[0].id,
  quantity: 1,
});
await soldAt(firstOf30.orderId, starts.last30Days);
const before30 = await issueManualSale(app, db, {
  issuerEmail: reseller.email,
  recipientEmail: recipient.email,
  ticketTypeId: myr.ticketTypes[0].id,
  quantity: 4,
});
await soldAt(before30.orderId, new Date(starts.last30Days.getTime() - 1));
// Not sold: a pending code order. Not theirs: the other reseller's issue.
await sellWithCode(
  db,
  buyer.api,
  reseller.code,
  myr,
  { ticketTypeId: myr.ticketTypes[0].id, quantity: 5, unitPrice: '80.00' },
  false,
);
await issueManualSale(app, db, {
  issuerEmail: other.email,
  recipientEmail: recipient.email,
  ticketTypeId: myr.ticketTypes[0].id,
  quantity: 6,
});

describe('GET /api/reseller/overview', () => {
  it("counts the reseller's own completed sales today, over 7 and over 30 Kuala Lumpur days, money per currency", async () => {
    const { data, response } = await overview(reseller.api);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(data?.today).toEqual({
      since: starts.today.toISOString(),
      sales: 2,
      tickets: 3,
      revenue: [
        { currency: 'MYR', amount: '160.00' },
        { currency: 'SGD', amount: '50.00' },
      ],
    });
    expect(data?.last7Days).toEqual({
      since: new Date(starts.today.getTime() - 6 * DAY).toISOString(),
      sales: 3,
      tickets: 6,
      revenue: [
        { currency: 'MYR', amount: '400.00' },
        { currency: 'SGD', amount: '50.00' },
      ],
    });
    expect(data?.last30Days).toMatchObject({ sales: 4, tickets: 7 });
    expect(data?.last30Days.revenue).toEqual([
      { currency: 'MYR', amount: '480.00' },
      { currency: 'SGD', amount: '50.00' },
    ]);
  });

  it('shows the badges in progress: paid code sales only', async () => {
    const data = await expectData(overview(reseller.api));
    expect(data.badges.find((b) => b.id === 'first-sale')).toMatchObject({ earned: true, progress: 1 });
    expect(data.badges.find((b) => b.id === 'rising-star')).toMatchObject({
      earned: false,
      progress: 1,
      threshold: 10,
    });
    expect(data.completion).toBe(13);
  });

  it('is empty, not missing, for a reseller with no sales', async () => {
    const fresh = await newReseller(app, db, 'ov-none');
    const data = await expectData(overview(fresh.api));
    expect(data.today).toEqual({ since: starts.today.toISOString(), sales: 0, tickets: 0, revenue: [] });
    expect(data.badges.every((b) => !b.earned && b.progress === 0)).toBe(true);
  });

  it("never shows another reseller's figures: a reseller naming someone else is refused", async () => {
    expect((await expectData(overview(other.api))).last30Days).toMatchObject({ sales: 1, tickets: 6 });
    const problem = expectProblem(await overview(reseller.api, other.id), 403);
    expect(problem.detail).toBe('You need admin access to view this page');
  });

  it('lets an admin read a named reseller, and asks them to name one', async () => {
    expect((await expectData(overview(admin, other.id))).last30Days.sales).toBe(1);
    expect(expectProblem(await overview(admin), 422).code).toBe('validation_failed');
    expect(expectProblem(await overview(admin, 'no-such-user'), 404).code).toBe('not_found');
  });

  it('refuses customers and organizers with "You need reseller access"', async () => {
    for (const email of ['customer@pentas.test', 'organizer@pentas.test']) {
      const problem = expectProblem(await overview(await signedInApi(app, email)), 403);
      expect(problem.detail).toBe('You need reseller access to view this page');
    }
  });
});
