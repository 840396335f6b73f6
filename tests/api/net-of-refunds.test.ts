import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets, ticketTypes } from '../../api/src/db/schema';
import { REFUND_JOB, writeRefund } from '../../api/src/modules/refunds';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { issueManualSale } from '../support/manual-sales';
import { newBuyers, newReseller, sellWithCode } from '../support/resellers';

// Every figure net of refunds (decisions.md item 61): each family is read before and after refunds of
// real sales, and each drops by what was given back. A buyer's 75% refund of one VIP ticket keeps the
// fee; a cancellation-style refund of a whole order gives the fee back too.
const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'net-org');
const organizer = await signedInApi(app, organizerEmail);
const event = await insertEvent(db, organizerEmail, {
  title: 'Net Figures Night',
  startsAt: new Date(Date.now() + 400 * 86400_000),
  tickets: [
    { name: 'General', priceMinor: 8000, quantity: 50 },
    { name: 'VIP', priceMinor: 22000, quantity: 10 },
  ],
});
const [general, vip] = event.ticketTypes;
const [buyer] = await newBuyers(app, db, 1, 'net-buyer');
const reseller = await newReseller(app, db, 'net-reseller');
const [coded] = await newBuyers(app, db, 1, 'net-coded');

// Order A: 2 General + 1 VIP (380.00 + 11.40 fee). Order B, through the reseller's code: 2 General (160.00 + 4.80).
const orderAId = await buyTickets(db, buyer.api, event.id, [
  { ticketTypeId: general.id, quantity: 2, unitPrice: '80.00' },
  { ticketTypeId: vip.id, quantity: 1, unitPrice: '220.00' },
]);
const orderB = await sellWithCode(db, coded.api, reseller.code, event, {
  ticketTypeId: general.id,
  quantity: 2,
  unitPrice: '80.00',
});
// A box-office sale of 3 General tickets.
const manual = await issueManualSale(app, db, {
  issuerEmail: 'admin@pentas.test',
  recipientEmail: 'customer@pentas.test',
  ticketTypeId: general.id,
  quantity: 3,
});

const path = { params: { path: { id: event.id } } };
const myr = (amounts: { currency: string; amount: string }[]) => amounts.find((a) => a.currency === 'MYR')?.amount;

async function figures() {
  const summary = await expectData(organizer.GET('/api/my-analytics'));
  const one = await expectData(organizer.GET('/api/events/{id}/analytics', path));
  const live = await expectData(organizer.GET('/api/events/{id}/analytics/live', path));
  const trends = await expectData(organizer.GET('/api/events/{id}/analytics/trends', path));
  const attribution = await expectData(organizer.GET('/api/events/{id}/analytics/attribution', path));
  const affiliate = await expectData(reseller.api.GET('/api/admin/affiliate-stats'));
  const tracker = await expectData(
    organizer.GET('/api/admin/manual-tickets-summary', { params: { query: { search: 'Net Figures Night' } } }),
  );
  return { summary, one, live, trends, attribution, affiliate, tracker };
}

async function csv(file: 'orders.csv' | 'attendees.csv') {
  const { data } = await organizer.GET(`/api/events/{id}/exports/${file}`, { ...path, parseAs: 'text' });
  return String(data).slice(1).split('\r\n');
}

const ticketsOf = (orderId: string) => db.select().from(tickets).where(eq(tickets.orderId, orderId));
const refund = (orderId: string, ticketIds: string[], amountMinor: number, feeMinor: number) =>
  db.transaction((tx) =>
    writeRefund(tx, { orderId, ticketIds, amountMinor, feeMinor, cause: 'staff', reason: null, by: REFUND_JOB }),
  );

const before = await figures();
const vipTicket = (await ticketsOf(orderAId)).find((t) => t.ticketTypeId === vip.id);
if (!vipTicket) throw new Error('order A has no VIP ticket');
await refund(orderAId, [vipTicket.id], 16500, 0);
await refund(
  orderB.order.id,
  (await ticketsOf(orderB.order.id)).map((t) => t.id),
  16480,
  480,
);
const [cancelledPass] = await ticketsOf(manual.orderId);
await refund(manual.orderId, [cancelledPass.id], 0, 0);
const after = await figures();

describe('every figure net of refunds', () => {
  it('the analytics summary: revenue, service fees, tickets sold and the recent transactions', () => {
    expect(myr(before.summary.totalRevenue)).toBe('780.00');
    expect(myr(after.summary.totalRevenue)).toBe((780 - 165 - 160 - 80).toFixed(2));
    expect(myr(before.summary.serviceFees)).toBe('16.20');
    expect(myr(after.summary.serviceFees)).toBe('11.40');
    expect(after.summary.totalSales).toBe(before.summary.totalSales - 4);
    const a = after.summary.recentTransactions.find((t) => t.id === orderAId);
    expect(a).toMatchObject({ totalAmount: '215.00', refundedAmount: '165.00', fullyRefunded: false });
    const b = after.summary.recentTransactions.find((t) => t.id === orderB.order.id);
    expect(b).toMatchObject({ totalAmount: '0.00', refundedAmount: '164.80', fullyRefunded: true });
  });

  it("one event's analytics: revenue, fees, tickets sold and the per-type breakdown", () => {
    expect(after.one.totalRevenue).toBe('375.00');
    expect(after.one.serviceFees).toBe('11.40');
    expect(after.one.ticketsSold).toBe(before.one.ticketsSold - 4);
    expect(before.one.ticketTypeBreakdown.map((t) => [t.sold, t.revenue])).toEqual([
      [7, '560.00'],
      [1, '220.00'],
    ]);
    expect(after.one.ticketTypeBreakdown.map((t) => [t.sold, t.revenue])).toEqual([
      [4, '320.00'],
      [0, '55.00'],
    ]);
  });

  it('the live view, the trends and the attribution', () => {
    expect(after.live.holds.paid).toBe(before.live.holds.paid - 4);
    expect(after.live.ticketTypes.map((t) => t.paid)).toEqual([4, 0]);
    const sold = (live: typeof after.live) => live.perMinute.reduce((n, b) => n + b.tickets, 0);
    expect(sold(after.live)).toBe(sold(before.live) - 4);
    expect(after.trends.days.at(-1)?.cumulativeTicketsSold).toBe(4);
    expect(after.trends.days.at(-1)?.cumulativeRevenue).toBe('375.00');
    expect(after.attribution.channels.reduce((n, c) => n + c.ticketsSold, 0)).toBe(4);
    expect(after.attribution.channels.find((c) => c.channel === 'manual')?.revenue).toBe('160.00');
  });

  it("the reseller's figures: a sale refunded whole is no longer a sale", () => {
    expect(before.affiliate.performance).toMatchObject({ totalSales: 1, ticketsSold: 2 });
    expect(after.affiliate.performance).toMatchObject({ totalSales: 0, ticketsSold: 0, totalRevenue: [] });
  });

  it('the box-office tracker leaves a cancelled ticket out of its tickets and value', () => {
    expect(before.tracker).toMatchObject({ totalTickets: 3, totalValue: [{ currency: 'MYR', amount: '240.00' }] });
    expect(after.tracker).toMatchObject({ totalTickets: 2, totalValue: [{ currency: 'MYR', amount: '160.00' }] });
  });

  it('orders.csv has a Refunded column and names the refunds in the status; attendees.csv marks refunded tickets', async () => {
    const orders = await csv('orders.csv');
    const header = orders[0].split(',');
    const row = (id: string) => orders.find((l) => l.startsWith(`"${id}"`))?.split(',') ?? [];
    const at = (name: string) => header.indexOf(`"${name}"`);
    expect(row(orderAId)[at('Status')]).toBe('"partly refunded"');
    expect(row(orderAId)[at('Refunded')]).toBe('"165.00"');
    expect(row(orderB.order.id)[at('Status')]).toBe('"refunded"');
    expect(row(orderB.order.id)[at('Refunded')]).toBe('"164.80"');
    const attendees = await csv('attendees.csv');
    expect(attendees.find((l) => l.startsWith(`"${vipTicket.id}"`))).toContain('"refunded"');
    expect(attendees.find((l) => l.startsWith(`"${cancelledPass.id}"`))).toContain('"cancelled"');
  });

  it('the stock taken returns with the refunds (the admin inventory and the manage page read it)', async () => {
    const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, vip.id));
    expect(row.soldQuantity).toBe(0);
  });
});
