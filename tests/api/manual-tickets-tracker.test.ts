import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualTicketRecords, users } from '../../api/src/db/schema';
import { seedManualTickets } from '../../api/src/scripts/seed-manual-tickets';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { allowIssuing, boxOffice } from '../support/box-office';
import { insertAccount, insertCustomers, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
// Fresh staff accounts, so the records each sees are this file's alone (the seed has its own).
const organizerEmail = await insertAccount(db, 'organizer', 'tracker-org');
const resellerEmail = await insertAccount(db, 'reseller', 'tracker-res');
const otherResellerEmail = await insertAccount(db, 'reseller', 'tracker-res2');
const organizer = await signedInApi(app, organizerEmail);
const reseller = await signedInApi(app, resellerEmail);
const otherReseller = await signedInApi(app, otherResellerEmail);
const [aliceEmail, bobEmail] = await insertCustomers(db, 2, 'tracker-buyer');
await db.update(users).set({ name: 'Aaron Bob' }).where(eq(users.email, bobEmail));
const { generate, records, summary } = boxOffice();

const myr = await insertEvent(db, organizerEmail, {
  title: 'Zapin Evening',
  tickets: [{ name: 'Floor', priceMinor: 8000, quantity: 500 }],
});
const idr = await insertEvent(db, 'organizer2@pentas.test', {
  title: 'Angklung Morning',
  currency: 'IDR',
  tickets: [{ name: 'Tribune', priceMinor: 15_000_000, quantity: 500 }],
});

async function issue(client: ApiClient, userEmail: string, event: typeof myr, quantity: number, daysAgo = 0) {
  const { orderId } = await expectData(
    generate(client, { userEmail, eventId: event.id, ticketTypeId: event.ticketTypes[0].id, quantity }),
  );
  if (daysAgo) {
    await db
      .update(manualTicketRecords)
      .set({ createdAt: new Date(Date.now() - daysAgo * 86400_000) })
      .where(eq(manualTicketRecords.orderId, orderId));
  }
  return orderId;
}

// Resellers issue within allocations: enough for what follows.
for (const [email, event] of [
  [resellerEmail, myr],
  [resellerEmail, idr],
  [otherResellerEmail, myr],
] as const) {
  await allowIssuing(db, email, event.ticketTypes[0].id, 10);
}

// The reseller's records: 2 MYR to Alice today, 1 IDR to Bob 3 days ago, 3 MYR to Alice 40 days ago.
const today = await issue(reseller, aliceEmail, myr, 2);
const threeDaysAgo = await issue(reseller, bobEmail, idr, 1, 3);
const fortyDaysAgo = await issue(reseller, aliceEmail, myr, 3, 40);
// Another reseller's, for an event of the organizer; and the organizer's own.
const others = await issue(otherReseller, bobEmail, myr, 4);
const organizers = await issue(organizer, bobEmail, myr, 1);

const klDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
const orderIds = async (client: ApiClient, query: Parameters<typeof records>[1] = {}) =>
  (await expectData(records(client, { pageSize: 100, ...query }))).map((r) => r.orderId);

describe('the manual ticket records', () => {
  it('show each record with recipient, event, type, quantity, value, generator, reason and time', async () => {
    const [row] = await expectData(records(reseller, { search: today }));
    const [stored] = await db.select().from(manualTicketRecords).where(eq(manualTicketRecords.orderId, today));
    expect(row).toEqual({
      id: stored.id,
      orderId: today,
      userName: 'Buyer',
      userEmail: aliceEmail,
      eventId: myr.id,
      eventTitle: 'Zapin Evening',
      ticketType: 'Floor',
      quantity: 2,
      totalValue: '160.00',
      currency: 'MYR',
      generatedBy: resellerEmail,
      generatedByName: 'Buyer',
      reason: `Manual generation for ${aliceEmail}`,
      createdAt: stored.createdAt.toISOString(),
    });
  });

  it('reach: admins all, organizers the records of their events, resellers their own', async () => {
    expect(await orderIds(reseller)).toEqual([today, threeDaysAgo, fortyDaysAgo]);
    expect(await orderIds(otherReseller)).toEqual([others]);
    expect((await orderIds(organizer)).sort()).toEqual([today, fortyDaysAgo, others, organizers].sort());
    const all = await orderIds(admin, { search: 'tracker-' });
    expect(all.sort()).toEqual([today, threeDaysAgo, fortyDaysAgo, others, organizers].sort());
    expectProblem(await records(customer), 403);
    expectProblem(await summary(customer), 403);
  });

  it('search the recipient, event, order id and generator, in any case', async () => {
    expect(await orderIds(reseller, { search: 'ANGKLUNG' })).toEqual([threeDaysAgo]);
    expect(await orderIds(reseller, { search: bobEmail })).toEqual([threeDaysAgo]);
    expect(await orderIds(reseller, { search: fortyDaysAgo.slice(0, 8) })).toEqual([fortyDaysAgo]);
    expect((await orderIds(admin, { search: otherResellerEmail })).sort()).toEqual([others]);
    expect(await orderIds(reseller, { search: '%' })).toEqual([]);
  });

  it('date ranges: today (Kuala Lumpur), the last 7 days, the last 30 days, all', async () => {
    expect(await orderIds(reseller, { range: 'today' })).toEqual([today]);
    expect(await orderIds(reseller, { range: 'week' })).toEqual([today, threeDaysAgo]);
    expect(await orderIds(reseller, { range: 'month' })).toEqual([today, threeDaysAgo]);
    expect(await orderIds(reseller, { range: 'all' })).toHaveLength(3);
  });

  it('sort by time, value, recipient name or event title, either way; page with the total', async () => {
    expect(await orderIds(reseller, { direction: 'asc' })).toEqual([fortyDaysAgo, threeDaysAgo, today]);
    // 150000.00 IDR > 240.00 > 160.00 (amounts, whatever the currency).
    expect(await orderIds(reseller, { sort: 'totalValue' })).toEqual([threeDaysAgo, fortyDaysAgo, today]);
    // Ties go by id, the same way: today's record came before the one backdated 40 days.
    expect(await orderIds(reseller, { sort: 'eventTitle', direction: 'asc' })).toEqual([
      threeDaysAgo,
      today,
      fortyDaysAgo,
    ]);
    // Bob is 'Aaron Bob', Alice 'Buyer'.
    expect(await orderIds(reseller, { sort: 'userName' })).toEqual([fortyDaysAgo, today, threeDaysAgo]);
    const page2 = await records(reseller, { pageSize: 2, page: 2 });
    expect(page2.response.headers.get('x-total-count')).toBe('3');
    expect((await expectData(page2)).map((r) => r.orderId)).toEqual([fortyDaysAgo]);
    for (const bad of [{ sort: 'price' }, { direction: 'up' }, { range: 'year' }, { pageSize: 101 }]) {
      expectProblem(await records(reseller, bad as Parameters<typeof records>[1]), 422);
    }
  });
});

describe('the summary', () => {
  it('counts tickets and recipients, and values per currency, never added across currencies', async () => {
    const figures = await expectData(summary(reseller));
    expect(figures.totalTickets).toBe(6);
    expect(figures.uniqueUsers).toBe(2);
    expect(figures.totalValue).toEqual([
      { currency: 'IDR', amount: '150000.00' },
      { currency: 'MYR', amount: '400.00' },
    ]);
    // This calendar month in Kuala Lumpur: today's, and the one of 3 days ago if that was this month too.
    const sameMonth = klDay(new Date(Date.now() - 3 * 86400_000)).slice(0, 7) === klDay(new Date()).slice(0, 7);
    expect(figures.thisMonth).toEqual({
      tickets: sameMonth ? 3 : 2,
      totalValue: [
        ...(sameMonth ? [{ currency: 'IDR', amount: '150000.00' }] : []),
        { currency: 'MYR', amount: '160.00' },
      ],
    });
  });

  it('follows the filters, and gives tickets per day of the range, empty days included', async () => {
    const week = await expectData(summary(reseller, { range: 'week' }));
    expect(week.totalTickets).toBe(3);
    expect(week.daily).toHaveLength(8);
    expect(week.daily.at(-1)).toEqual({ day: klDay(new Date()), tickets: 2 });
    const threeDays = klDay(new Date(Date.now() - 3 * 86400_000));
    expect(week.daily.find((d) => d.day === threeDays)).toEqual({ day: threeDays, tickets: 1 });
    expect(week.daily.reduce((sum, d) => sum + d.tickets, 0)).toBe(3);
    const all = await expectData(summary(reseller));
    expect(all.daily[0]).toEqual({ day: klDay(new Date(Date.now() - 40 * 86400_000)), tickets: 3 });
    expect(all.daily).toHaveLength(41);
    const searched = await expectData(summary(reseller, { search: 'angklung' }));
    expect(searched).toMatchObject({ totalTickets: 1, uniqueUsers: 1, totalValue: [{ currency: 'IDR' }] });
    const none = await expectData(summary(otherReseller, { search: 'nothing matches this' }));
    expect(none).toEqual({
      totalTickets: 0,
      uniqueUsers: 0,
      totalValue: [],
      thisMonth: { tickets: 0, totalValue: [] },
      daily: [],
    });
  });

  it("an organizer's cards cover the records of their events", async () => {
    const figures = await expectData(summary(organizer));
    expect(figures).toMatchObject({
      totalTickets: 10,
      uniqueUsers: 2,
      totalValue: [{ currency: 'MYR', amount: '800.00' }],
    });
  });
});

describe('the demo seed', () => {
  it('has manual records of each staff role, and seeding again issues nothing more', async () => {
    const seeded = () =>
      db.select().from(manualTicketRecords).where(like(manualTicketRecords.idempotencyKey, 'demo-seed-%'));
    const before = await seeded();
    expect(before).toHaveLength(4);
    const demoReseller = await signedInApi(app, 'reseller@pentas.test');
    expect(await expectData(records(demoReseller))).toHaveLength(1);
    await seedManualTickets(db);
    expect(await seeded()).toEqual(before);
  });
});
