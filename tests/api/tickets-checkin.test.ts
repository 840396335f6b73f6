import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, users } from '../../api/src/db/schema';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { doorFixture } from '../support/door';
import { insertCustomers } from '../support/factories';
import { expectProblem } from '../support/http';
import { sessionTokenOf, setSessionExpiry } from '../support/sessions';

const {
  app,
  db,
  buyer,
  admin,
  organizer,
  anonymous,
  adminId,
  newEvent,
  mainEvent,
  buy,
  ticketRow,
  qrText,
  scan,
  checkIn,
  testScan,
} = await doorFixture();

/** The demo admin as the door names whoever checked a ticket in. */
const aminah = { email: 'admin@pentas.test', firstName: 'Aminah', lastName: 'Yusof' };
/** A second member of staff at another gate of the same event. */
const [faridEmail] = await insertCustomers(db, 1, 'gate');
await db.update(users).set({ role: 'admin', firstName: 'Farid', lastName: 'Osman' }).where(eq(users.email, faridEmail));
const farid = await signedInApi(app, faridEmail);
const faridAsStaff = { email: faridEmail, firstName: 'Farid', lastName: 'Osman' };

describe('POST /api/tickets/{id}/checkin', () => {
  it('checks an active ticket in once; a second scan says already_used', async () => {
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const before = Date.now();
    const res = await checkIn(admin, ticket.id);
    expect(res.response.status).toBe(200);
    expect(res.data).toEqual({
      message: 'Ticket has been checked in successfully!',
      ticket: {
        id: ticket.id,
        status: 'checked_in',
        checkedInAt: expect.stringMatching(/Z$/),
        checkedInBy: aminah,
        event: expect.objectContaining({ id: mainEvent.event.id, title: 'Door test night' }),
        ticketType: { name: 'General Admission' },
      },
    });
    expect(Date.parse(res.data?.ticket.checkedInAt ?? '')).toBeGreaterThanOrEqual(before - 5000);
    const row = await ticketRow(ticket.id);
    expect(row).toMatchObject({ status: 'checked_in', checkedInBy: adminId });

    // Scanned again at another gate: used, when, and by whom.
    const again = await scan(farid, text);
    expect(again.response.status).toBe(200);
    expect(again.data).toMatchObject({
      ticket: { status: 'checked_in', checkedInAt: res.data?.ticket.checkedInAt, checkedInBy: aminah },
      canCheckIn: false,
      reason: 'already_used',
      message: 'This ticket has already been used',
    });
    const second = expectProblem(await checkIn(farid, ticket.id), 409);
    expect(second).toMatchObject({
      detail: 'This ticket has already been used',
      code: 'ticket_used',
      reason: 'already_used',
      ticket: { id: ticket.id, status: 'checked_in', checkedInAt: res.data?.ticket.checkedInAt, checkedInBy: aminah },
    });
    expect(await ticketRow(ticket.id)).toMatchObject({ checkedInAt: row.checkedInAt, checkedInBy: adminId });
  });

  it('admits nobody to a deleted (called off) event', async () => {
    const calledOff = await newEvent('organizer@pentas.test', 'Called off night');
    const [ticket] = await buy(buyer, 1, calledOff);
    const { text } = await qrText(buyer, ticket.id);
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, calledOff.event.id));
    // The ticket is still 'active' as a record; the event's state says it admits no one (the scanner's badge).
    expect((await scan(admin, text)).data).toMatchObject({
      canCheckIn: false,
      reason: 'cancelled',
      ticket: { status: 'active', event: { cancelled: true } },
    });
    expect(expectProblem(await checkIn(admin, ticket.id), 409)).toMatchObject({
      detail: 'This ticket cannot be used',
      code: 'ticket_unusable',
      reason: 'cancelled',
      ticket: { id: ticket.id, status: 'active', checkedInAt: null, checkedInBy: null, event: { cancelled: true } },
    });
    expect((await ticketRow(ticket.id)).status).toBe('active');
    // Its order page says so too, and offers no code for it.
    const order = await expectData(
      buyer.GET('/api/orders/{id}', { params: { path: { id: (await ticketRow(ticket.id)).orderId } } }),
    );
    expect(order.event.cancelled).toBe(true);
    expect(order.tickets.map((t) => t.hasQr)).toEqual([false]);
  });

  it('lets exactly one of 50 concurrent check-ins of one ticket, at two gates, through; the rest say when and by whom', async () => {
    const [ticket] = await buy(buyer);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => checkIn(i % 2 ? farid : admin, ticket.id)));
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = results.find((r) => r.response.status === 200)?.data?.ticket;
    const row = await ticketRow(ticket.id);
    expect(winner).toMatchObject({
      checkedInAt: row.checkedInAt?.toISOString(),
      checkedInBy: row.checkedInBy === adminId ? aminah : faridAsStaff,
    });
    for (const r of results.filter((r) => r.response.status === 409)) {
      expect(r.error).toMatchObject({
        detail: 'This ticket has already been used',
        reason: 'already_used',
        ticket: { status: 'checked_in', checkedInAt: winner?.checkedInAt, checkedInBy: winner?.checkedInBy },
      });
    }
  });

  it('is 404 for an unknown ticket, 401 signed out, 403 for customers and organizers', async () => {
    const [ticket] = await buy(buyer);
    expect(expectProblem(await checkIn(admin, randomUUID()), 404).detail).toBe('Ticket not found');
    expectProblem(await checkIn(anonymous, ticket.id), 401);
    expectProblem(await checkIn(buyer, ticket.id), 403);
    expectProblem(await checkIn(organizer, ticket.id), 403);
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });
});

describe('who checked a ticket in: staff and its organizer see it, nobody else', () => {
  it("shows staff, and the event's organizer on the test page, the scanner's name; never the holder or another organizer", async () => {
    const organizer2 = await signedInApi(app, 'organizer2@pentas.test');
    const [ticket] = await buy(buyer);
    const { text } = await qrText(buyer, ticket.id);
    const checkedIn = (await expectData(checkIn(admin, ticket.id))).ticket;
    expect(checkedIn.checkedInBy).toEqual(aminah);

    // The event's organizer, on the QR test page.
    const own = await expectData(testScan(organizer, text, 'debug'));
    expect(own.ticket).toMatchObject({ checkedInAt: checkedIn.checkedInAt, checkedInBy: aminah });

    // Another organizer: no such ticket, nothing of the check-in.
    const theirs = await expectData(testScan(organizer2, text, 'debug'));
    expect(theirs.ticket).toBeUndefined();
    expect(JSON.stringify(theirs)).not.toContain('admin@pentas.test');

    // The holder: when it was used, not by whom.
    const mine = await expectData(buyer.GET('/api/my-tickets'));
    const held = mine.find((t) => t.id === ticket.id);
    expect(held).toMatchObject({ status: 'checked_in', checkedInAt: checkedIn.checkedInAt });
    expect(held).not.toHaveProperty('checkedInBy');
    expect(JSON.stringify(mine)).not.toContain('admin@pentas.test');

    // Neither the holder nor an organizer may scan or check in: a 403 that carries no ticket.
    for (const client of [buyer, organizer]) {
      const scanned = expectProblem(await scan(client, text), 403);
      const again = expectProblem(await checkIn(client, ticket.id), 403);
      expect(JSON.stringify([scanned, again])).not.toContain('admin@pentas.test');
      expect(again).not.toHaveProperty('ticket');
    }
    expect(expectProblem(await checkIn(anonymous, ticket.id), 401)).not.toHaveProperty('ticket');
  });
});

describe("the scanner's session, read in the check-in's own statement", () => {
  const day = 24 * 60 * 60 * 1000;
  const expiring = (client: ApiClient, expiresAt: Date) => setSessionExpiry(db, client, expiresAt);

  it('a session due for its refresh: better-auth slides it and renews the cookie, and the ticket is checked in', async () => {
    const scanner = await signedInApi(app, 'admin@pentas.test');
    await expiring(scanner, new Date(Date.now() + 29 * day - 60_000));
    const [ticket] = await buy(buyer);
    const res = await checkIn(scanner, ticket.id);
    expect(res.response.status).toBe(200);
    const renewed = res.response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(renewed).toMatch(/Max-Age=2592000/);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'checked_in', checkedInBy: adminId });
  });

  it('an expired session, or none validly signed (forged): 401, and the ticket stays active', async () => {
    const expired = await signedInApi(app, 'admin@pentas.test');
    await expiring(expired, new Date(Date.now() - 1000));
    const forged = apiClient(app);
    forged.jar.cookie = `better-auth.session_token=${encodeURIComponent(`${sessionTokenOf(admin)}.${'A'.repeat(43)}=`)}`;
    const [ticket] = await buy(buyer);
    expectProblem(await checkIn(expired, ticket.id), 401);
    expectProblem(await checkIn(forged, ticket.id), 401);
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });
});
