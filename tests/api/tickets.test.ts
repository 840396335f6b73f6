import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../api/src/db/schema';
import { type ApiClient, apiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { allowIssuing, boxOffice } from '../support/box-office';
import { buyTickets, startCheckout } from '../support/checkout';
import { insertAccount, insertCustomers, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db } = await createTestApp();
// Fresh accounts: whatever the seeded ones hold cannot leak into the exact counts below.
const [buyerEmail, otherEmail] = await insertCustomers(db, 2, 'my-tickets');
const buyer = await signedInApi(app, buyerEmail);
const other = await signedInApi(app, otherEmail);
const { generate } = boxOffice();

const DAY = 86400_000;

/** An event starting `days` from now with its ticket types (in id order). */
async function eventIn(days: number, overrides: Parameters<typeof insertEvent>[2] = {}) {
  const event = await insertEvent(db, 'organizer@pentas.test', {
    startsAt: new Date(Date.now() + days * DAY),
    ...overrides,
  });
  return { event, types: event.ticketTypes };
}

const myTickets = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/my-tickets');
  expect(response.status).toBe(200);
  return data ?? [];
};

describe('GET /api/my-tickets', () => {
  it('is a 401 problem when signed out', async () => {
    expect(expectProblem(await apiClient(app).GET('/api/my-tickets'), 401).code).toBe('unauthorized');
  });

  it("lists the buyer's tickets with their event and ticket type, and nobody else's", async () => {
    const startsAt = new Date(Date.now() + 200 * DAY);
    const { event, types } = await eventIn(200, {
      title: 'Jazz by the Lake',
      venue: 'Perdana Botanical Gardens',
      location: 'Kuala Lumpur, Malaysia',
      timeZone: 'Asia/Kuala_Lumpur',
      imageUrl: '/posters/music-1.svg',
      category: 'music',
      startsAt,
      tickets: [
        { name: 'General Admission', description: 'Lawn access', priceMinor: 8000 },
        { name: 'VIP', priceMinor: 22050 },
      ],
    });
    const [general, vip] = types;
    const orderId = await buyTickets(db, buyer, event.id, [
      { ticketTypeId: general.id, quantity: 2, unitPrice: '80.00' },
      { ticketTypeId: vip.id, quantity: 1, unitPrice: '220.50' },
    ]);

    const mine = (await myTickets(buyer)).filter((t) => t.orderId === orderId);
    expect(mine).toHaveLength(3);
    const eventView = {
      id: event.id,
      title: 'Jazz by the Lake',
      titleMs: null,
      venue: 'Perdana Botanical Gardens',
      location: 'Kuala Lumpur, Malaysia',
      dateTime: startsAt.toISOString(),
      endDateTime: null,
      timeZone: 'Asia/Kuala_Lumpur',
      imageUrl: '/posters/music-1.svg',
      category: 'music',
      cancelled: false,
    };
    const ticket = (typeId: number) => ({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'active',
      orderId,
      checkedInAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      event: eventView,
      ticketType:
        typeId === general.id
          ? { id: general.id, name: 'General Admission', description: 'Lawn access' }
          : { id: vip.id, name: 'VIP', description: null },
      currency: 'MYR',
      price: typeId === general.id ? '80.00' : '220.50',
      complimentary: false,
      transferredTo: null,
    });
    const byType = (id: number) => mine.filter((t) => t.ticketType.id === id);
    expect(byType(general.id)).toEqual([ticket(general.id), ticket(general.id)]);
    expect(byType(vip.id)).toEqual([ticket(vip.id)]);
    expect(new Set(mine.map((t) => t.id)).size).toBe(3);

    const theirs = await myTickets(other);
    expect(theirs.map((t) => t.orderId)).not.toContain(orderId);
    expect(theirs.map((t) => t.event.id)).not.toContain(event.id);
  });

  it('says when a ticket’s event was cancelled, so no screen shows it as good for the door', async () => {
    const kept = await eventIn(20);
    const deleted = await eventIn(21);
    const line = (types: { id: number }[]) => [{ ticketTypeId: types[0].id, quantity: 1, unitPrice: '50.00' }];
    await buyTickets(db, other, kept.event.id, line(kept.types));
    await buyTickets(db, other, deleted.event.id, line(deleted.types));
    const admin = await signedInApi(app, 'admin@pentas.test');
    // An event with paid orders is cancelled, not deleted (decision 58); before its refunds run, its tickets
    // are still active, and read as its event's cancellation.
    const { response } = await admin.POST('/api/events/{id}/cancel', {
      params: { path: { id: deleted.event.id } },
      body: { reason: 'Called off.' },
    });
    expect(response.status).toBe(200);

    const listed = await myTickets(other);
    const of = (id: number) => listed.find((t) => t.event.id === id);
    expect(of(deleted.event.id)).toMatchObject({ status: 'active', event: { cancelled: true } });
    expect(of(kept.event.id)).toMatchObject({ status: 'active', event: { cancelled: false } });
  });

  it('lists the newest event first, then the latest purchase, in a stable order', async () => {
    const soon = await eventIn(10);
    const late = await eventIn(300);
    const middle = await eventIn(100);
    const line = (types: { id: number }[]) => [{ ticketTypeId: types[0].id, quantity: 1, unitPrice: '50.00' }];
    const first = await buyTickets(db, other, soon.event.id, line(soon.types));
    await buyTickets(db, other, late.event.id, line(late.types));
    await buyTickets(db, other, middle.event.id, line(middle.types));
    const second = await buyTickets(db, other, soon.event.id, line(soon.types));

    const listed = (await myTickets(other)).filter((t) =>
      [soon.event.id, late.event.id, middle.event.id].includes(t.event.id),
    );
    expect(listed.map((t) => t.event.id)).toEqual([late.event.id, middle.event.id, soon.event.id, soon.event.id]);
    expect(listed.slice(2).map((t) => t.orderId)).toEqual([second, first]);
    expect((await myTickets(other)).map((t) => t.id)).toEqual((await myTickets(other)).map((t) => t.id));
  });

  it('lists nothing for an order that is not paid', async () => {
    const { event, types } = await eventIn(50);
    const { order } = await startCheckout(db, buyer, event.id, [
      { ticketTypeId: types[0].id, quantity: 2, unitPrice: '50.00' },
    ]);
    expect(order.status).toBe('pending');
    const mine = await myTickets(buyer);
    expect(mine.filter((t) => t.orderId === order.id || t.event.id === event.id)).toEqual([]);
  });

  it('shows check-ins, and a ticket transferred away stays with its old holder as transferred', async () => {
    const { event, types } = await eventIn(60);
    const orderId = await buyTickets(db, buyer, event.id, [
      { ticketTypeId: types[0].id, quantity: 2, unitPrice: '50.00' },
    ]);
    const [used, given] = await db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.id);
    const checkedInAt = new Date('2026-12-12T12:00:00.000Z');
    await db.update(tickets).set({ status: 'checked_in', checkedInAt }).where(eq(tickets.id, used.id));
    // What a transfer leaves behind: the old row marked transferred, a new one held by the recipient.
    await db.update(tickets).set({ status: 'transferred' }).where(eq(tickets.id, given.id));
    const [reissued] = await db
      .insert(tickets)
      .values({ ...given, id: undefined, userId: await userId(db, otherEmail), transferredFromId: given.id })
      .returning();

    const mine = (await myTickets(buyer)).filter((t) => t.orderId === orderId);
    expect(Object.fromEntries(mine.map((t) => [t.id, t.status]))).toEqual({
      [used.id]: 'checked_in',
      [given.id]: 'transferred',
    });
    expect(mine.find((t) => t.id === used.id)).toMatchObject({ checkedInAt: checkedInAt.toISOString() });
    // The recipient holds the re-issued ticket, without the sender's order id.
    const theirs = (await myTickets(other)).filter((t) => t.id === reissued.id);
    expect(theirs).toEqual([expect.objectContaining({ status: 'active', orderId: null })]);
  });
});

describe('GET /api/my-tickets: what each ticket cost, and where a transferred one went', () => {
  const ofEvent = async (client: ApiClient, eventId: number) =>
    (await myTickets(client)).filter((t) => t.event.id === eventId);

  it("reads complimentary for the organizer's and an admin's box-office tickets, with no price", async () => {
    const { event, types } = await eventIn(40, { tickets: [{ name: 'VIP', priceMinor: 16000 }] });
    const organizer = await signedInApi(app, 'organizer@pentas.test');
    const admin = await signedInApi(app, 'admin@pentas.test');
    const body = { userEmail: buyerEmail, eventId: event.id, ticketTypeId: types[0].id, quantity: 1 };
    expect((await generate(organizer, body)).response.status).toBe(200);
    expect((await generate(admin, body)).response.status).toBe(200);

    const comps = await ofEvent(buyer, event.id);
    expect(comps).toHaveLength(2);
    for (const ticket of comps) {
      expect(ticket).toMatchObject({ currency: 'MYR', price: null, complimentary: true, transferredTo: null });
    }
  });

  it("gives a reseller's box-office ticket its face value (a sale, not a gift) and a free type '0.00'", async () => {
    const { event, types } = await eventIn(45, {
      tickets: [
        { name: 'Door', priceMinor: 5000 },
        { name: 'Community', priceMinor: 0 },
      ],
    });
    const resellerEmail = await insertAccount(db, 'reseller', 'wallet-reseller');
    await allowIssuing(db, resellerEmail, types[0].id, 1);
    const reseller = await signedInApi(app, resellerEmail);
    const issued = await generate(reseller, {
      userEmail: buyerEmail,
      eventId: event.id,
      ticketTypeId: types[0].id,
      quantity: 1,
    });
    expect(issued.response.status).toBe(200);
    const { order } = await startCheckout(db, buyer, event.id, [
      { ticketTypeId: types[1].id, quantity: 1, unitPrice: '0.00' },
    ]);
    expect(order.status).toBe('completed');

    const byType = Object.fromEntries((await ofEvent(buyer, event.id)).map((t) => [t.ticketType.name, t]));
    expect(byType.Door).toMatchObject({ price: '50.00', complimentary: false });
    expect(byType.Community).toMatchObject({ price: '0.00', complimentary: false });
  });

  it('tells the sender to whom (masked) and when; the recipient sees neither the sender nor the price', async () => {
    const { event, types } = await eventIn(70, { tickets: [{ name: 'Standing', priceMinor: 9000 }] });
    await buyTickets(db, buyer, event.id, [{ ticketTypeId: types[0].id, quantity: 1, unitPrice: '90.00' }]);
    const [bought] = await ofEvent(buyer, event.id);
    const before = Date.now();
    const sent = await buyer.POST('/api/tickets/{id}/transfer', {
      params: { path: { id: bought.id } },
      body: { email: otherEmail },
    });
    expect(sent.response.status).toBe(200);

    const [gone] = await ofEvent(buyer, event.id);
    expect(gone).toMatchObject({
      id: bought.id,
      status: 'transferred',
      price: '90.00',
      transferredTo: { email: 'm•••@buyers.test' },
    });
    const at = Date.parse(gone.transferredTo?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // The whole address never leaves the server, not even to the sender who typed it.
    const senderBody = JSON.stringify(await myTickets(buyer));
    expect(senderBody).not.toContain(otherEmail);

    const [received] = await ofEvent(other, event.id);
    expect(received).toMatchObject({
      status: 'active',
      orderId: null,
      price: null,
      complimentary: false,
      transferredTo: null,
    });
    const recipientBody = JSON.stringify(await myTickets(other));
    expect(recipientBody).not.toContain(buyerEmail);
    expect(recipientBody).not.toContain(bought.id);
  });

  it('keeps a complimentary ticket complimentary for its recipient', async () => {
    const { event, types } = await eventIn(80);
    const organizer = await signedInApi(app, 'organizer@pentas.test');
    const body = { userEmail: otherEmail, eventId: event.id, ticketTypeId: types[0].id, quantity: 1 };
    expect((await generate(organizer, body)).response.status).toBe(200);
    const [comp] = await ofEvent(other, event.id);
    const sent = await other.POST('/api/tickets/{id}/transfer', {
      params: { path: { id: comp.id } },
      body: { email: buyerEmail },
    });
    expect(sent.response.status).toBe(200);
    expect(await ofEvent(buyer, event.id)).toEqual([
      expect.objectContaining({ status: 'active', price: null, complimentary: true }),
    ]);
    expect(await ofEvent(other, event.id)).toEqual([
      expect.objectContaining({ status: 'transferred', complimentary: true, transferredTo: expect.any(Object) }),
    ]);
  });
});
