import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../api/src/db/schema';
import { type ApiClient, apiClient, signedInApi } from '../support/api-client';
import { doorFixture } from '../support/door';
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
} = await doorFixture();

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
        event: expect.objectContaining({ id: mainEvent.event.id, title: 'Door test night' }),
        ticketType: { name: 'General Admission' },
      },
    });
    expect(Date.parse(res.data?.ticket.checkedInAt ?? '')).toBeGreaterThanOrEqual(before - 5000);
    const row = await ticketRow(ticket.id);
    expect(row).toMatchObject({ status: 'checked_in', checkedInBy: adminId });

    const again = await scan(admin, text);
    expect(again.response.status).toBe(200);
    expect(again.data).toMatchObject({
      ticket: { status: 'checked_in', checkedInAt: res.data?.ticket.checkedInAt },
      canCheckIn: false,
      reason: 'already_used',
      message: 'This ticket has already been used',
    });
    const second = expectProblem(await checkIn(admin, ticket.id), 409);
    expect(second.detail).toBe('This ticket has already been used');
    expect((await ticketRow(ticket.id)).checkedInAt).toEqual(row.checkedInAt);
  });

  it('admits nobody to a deleted (called off) event', async () => {
    const calledOff = await newEvent('organizer@pentas.test', 'Called off night');
    const [ticket] = await buy(buyer, 1, calledOff);
    const { text } = await qrText(buyer, ticket.id);
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, calledOff.event.id));
    expect((await scan(admin, text)).data).toMatchObject({ canCheckIn: false, reason: 'cancelled' });
    expect(expectProblem(await checkIn(admin, ticket.id), 409).detail).toBe('This ticket cannot be used');
    expect((await ticketRow(ticket.id)).status).toBe('active');
  });

  it('lets exactly one of 50 concurrent check-ins of one ticket through', async () => {
    const [ticket] = await buy(buyer);
    const results = await Promise.all(Array.from({ length: 50 }, () => checkIn(admin, ticket.id)));
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((r) => r.response.status === 409)) {
      expect(r.error?.detail).toBe('This ticket has already been used');
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
