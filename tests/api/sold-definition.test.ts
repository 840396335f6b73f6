import { describe, expect, it } from 'vitest';
import { releaseHold } from '../../api/src/modules/orders/holds';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets, startCheckout } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';

// One definition of sold (decisions.md item 46): tickets of paid orders. Tickets an open checkout
// holds are counted apart as held, and a cancelled order's tickets nowhere. Every endpoint that
// reports a sold figure for the same event must report the same one.
const { app, db } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'sold-org');
const organizer = await signedInApi(app, organizerEmail);
const admin = await signedInApi(app, 'admin@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
const customer2 = await signedInApi(app, 'customer2@pentas.test');

const event = await insertEvent(db, organizerEmail, {
  title: 'Sold Definition',
  startsAt: new Date(Date.now() + 3000 * 86400_000),
  tickets: [
    { name: 'General', priceMinor: 8000, quantity: 50 },
    { name: 'VIP', priceMinor: 22000, quantity: 10 },
  ],
});
const [general, vip] = event.ticketTypes;
const line = (type: { id: number }, quantity: number, unitPrice: string) => ({
  ticketTypeId: type.id,
  quantity,
  unitPrice,
});

// Paid: 3 General + 1 VIP. Held (pending, hold standing): 2 General. Cancelled: 1 VIP.
await buyTickets(db, customer, event.id, [line(general, 3, '80.00'), line(vip, 1, '220.00')]);
await startCheckout(db, customer2, event.id, [line(general, 2, '80.00')]);
const cancelled = await startCheckout(db, customer2, event.id, [line(vip, 1, '220.00')]);
await releaseHold(db, cancelled.order.id, 'cancelled', 'Hold expired');

const SOLD = 4;
const HELD = 2;
const path = { params: { path: { id: event.id } } };

describe('one definition of sold on every endpoint that reports one', () => {
  it('the analytics figures count paid tickets only, holds apart', async () => {
    const summary = await expectData(organizer.GET('/api/my-analytics'));
    expect(summary.totalSales).toBe(SOLD);
    const figures = await expectData(organizer.GET('/api/events/{id}/analytics', path));
    expect(figures.ticketsSold).toBe(SOLD);
    expect(figures.ticketTypeBreakdown.map((t) => t.sold)).toEqual([3, 1]);
    const live = await expectData(organizer.GET('/api/events/{id}/analytics/live', path));
    expect(live.holds).toMatchObject({ paid: SOLD, held: HELD });
    expect(live.ticketTypes.map((t) => [t.paid, t.held])).toEqual([
      [3, 2],
      [1, 0],
    ]);
    const trends = await expectData(organizer.GET('/api/events/{id}/analytics/trends', path));
    expect(trends.days.at(-1)?.cumulativeTicketsSold).toBe(SOLD);
    const attribution = await expectData(organizer.GET('/api/events/{id}/analytics/attribution', path));
    expect(attribution.channels.reduce((n, c) => n + c.ticketsSold, 0)).toBe(SOLD);
  });

  it("the organizer's event list and event say the same sold figure, with held tickets apart", async () => {
    const mine = (await expectData(organizer.GET('/api/my-events'))).find((e) => e.id === event.id);
    const one = await expectData(organizer.GET('/api/my-events/{id}', path));
    for (const managed of [mine, one]) {
      expect(managed).toMatchObject({ ticketsSold: SOLD, ticketsHeld: HELD, capacity: 60 });
      expect(managed?.ticketTypes.map((t) => [t.sold, t.held, t.soldQuantity])).toEqual([
        [3, 2, 5],
        [1, 0, 1],
      ]);
    }
  });

  it("the admin's inventory says the same, held apart from sold", async () => {
    const stats = await expectData(admin.GET('/api/admin/sales-stats', { params: { query: { pageSize: 100 } } }));
    expect(stats.find((s) => s.eventId === event.id)).toMatchObject({ totalSold: SOLD, totalHeld: HELD });
    const inventory = await expectData(
      admin.GET('/api/admin/events-with-tickets', { params: { query: { pageSize: 100, query: 'Sold Definition' } } }),
    );
    expect(inventory[0].ticketTypes.map((t) => [t.sold, t.held, t.remaining])).toEqual([
      [3, 2, 45],
      [1, 0, 9],
    ]);
  });
});
