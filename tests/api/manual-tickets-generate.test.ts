import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, manualTicketRecords, orderItems, orders, tickets, ticketTypes } from '../../api/src/db/schema';
import { expectData, signedInApi } from '../support/api-client';
import { allowIssuing, boxOffice } from '../support/box-office';
import { doorFixture, PAYLOAD } from '../support/door';
import { insertAccount, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';

// The door's fixture: its own app, fresh buyers, staff, and the QR/scan/check-in calls.
const door = await doorFixture();
const { db, admin, organizer, buyer, buyerEmail, buyerId, recipientEmail } = door;
const { generate } = boxOffice();
const reseller = await signedInApi(door.app, 'reseller@pentas.test');
const customer = await signedInApi(door.app, 'customer@pentas.test');

async function newEvent(overrides: Parameters<typeof insertEvent>[2] = {}, organizerEmail = 'organizer@pentas.test') {
  const event = await insertEvent(db, organizerEmail, {
    tickets: [{ name: 'General Admission', priceMinor: 8000, quantity: 2000 }],
    ...overrides,
  });
  return { event, type: event.ticketTypes[0] };
}

const stockOf = async (typeId: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0].soldQuantity;

/** Every row the box office writes for an event: nothing of it must exist after a refusal. */
async function writtenFor(eventId: number) {
  const made = await db.select().from(orders).where(eq(orders.eventId, eventId));
  const issued = await db.select().from(tickets).where(eq(tickets.eventId, eventId));
  const audits = await db.$count(
    auditLog,
    and(eq(auditLog.action, 'tickets.generate'), sql`${auditLog.after}->>'eventId' = ${String(eventId)}`),
  );
  return { orders: made.length, tickets: issued.length, audits };
}

describe('issuing manual tickets', () => {
  it('writes a completed manual order, its item, the stock, one ticket per unit, the record and an audit row', async () => {
    const { event, type } = await newEvent();
    const answer = await expectData(
      generate(admin, { userEmail: buyerEmail.toUpperCase(), eventId: event.id, ticketTypeId: type.id, quantity: 3 }),
    );
    expect(answer.message).toBe(`Generated 3 tickets for ${buyerEmail}.`);
    expect(answer.ticketIds).toHaveLength(3);
    const [order] = await db.select().from(orders).where(eq(orders.id, answer.orderId));
    expect(order).toMatchObject({
      userId: buyerId,
      eventId: event.id,
      status: 'completed',
      isManual: true,
      channel: 'manual',
      currency: 'MYR',
      totalMinor: 24000,
      serviceFeeMinor: 0,
      holdExpiresAt: null,
      customerEmail: buyerEmail,
    });
    expect(order.completedAt).toBeInstanceOf(Date);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([{ ticketTypeId: type.id, quantity: 3, unitPriceMinor: 8000 }]);
    expect(await stockOf(type.id)).toBe(3);
    const issued = await db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(tickets.id);
    expect(issued.map((t) => t.id)).toEqual(answer.ticketIds);
    expect(issued.every((t) => t.userId === buyerId && t.status === 'active' && t.ticketTypeId === type.id)).toBe(true);
    const [record] = await db.select().from(manualTicketRecords).where(eq(manualTicketRecords.orderId, order.id));
    expect(record).toMatchObject({
      generatedById: door.adminId,
      targetUserId: buyerId,
      reason: `Manual generation for ${buyerEmail}`,
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, order.id));
    expect(audit).toMatchObject({
      actorId: door.adminId,
      action: 'tickets.generate',
      targetType: 'order',
      after: { recipient: buyerEmail, eventId: event.id, ticketTypeId: type.id, quantity: 3, totalValue: '240.00' },
    });
  });

  it('keeps the reason given', async () => {
    const { event, type } = await newEvent();
    const { orderId } = await expectData(
      generate(organizer, {
        userEmail: buyerEmail,
        eventId: event.id,
        ticketTypeId: type.id,
        quantity: 1,
        reason: ' Sponsor passes ',
      }),
    );
    const [record] = await db.select().from(manualTicketRecords).where(eq(manualTicketRecords.orderId, orderId));
    expect(record.reason).toBe('Sponsor passes');
  });

  it('accepts 1 and 1000 tickets and refuses 0 and 1001 (422, nothing written)', async () => {
    const { event, type } = await newEvent();
    const body = { userEmail: buyerEmail, eventId: event.id, ticketTypeId: type.id };
    for (const quantity of [0, 1001, 1.5]) {
      const refused = expectProblem(await generate(admin, { ...body, quantity }), 422);
      expect(refused.errors?.[0].path).toBe('quantity');
    }
    expect(await writtenFor(event.id)).toEqual({ orders: 0, tickets: 0, audits: 0 });
    expect((await expectData(generate(admin, { ...body, quantity: 1 }))).ticketIds).toHaveLength(1);
    const started = performance.now();
    const thousand = await expectData(generate(admin, { ...body, quantity: 1000 }));
    console.log(`manual tickets: 1000 tickets issued in ${Math.round(performance.now() - started)} ms`);
    expect(thousand.ticketIds).toHaveLength(1000);
    expect(new Set(thousand.ticketIds).size).toBe(1000);
    expect(await stockOf(type.id)).toBe(1001);
  });

  it('refuses an e-mail no account uses (404 recipient_not_found), writing nothing', async () => {
    const { event, type } = await newEvent();
    const res = await generate(admin, {
      userEmail: 'nobody@nowhere.test',
      eventId: event.id,
      ticketTypeId: type.id,
      quantity: 2,
    });
    expect(expectProblem(res, 404).code).toBe('recipient_not_found');
    expect(await writtenFor(event.id)).toEqual({ orders: 0, tickets: 0, audits: 0 });
    expect(await stockOf(type.id)).toBe(0);
  });

  it("lets an organizer issue for their own events only: another organizer's is 403", async () => {
    const theirs = await newEvent({}, 'organizer2@pentas.test');
    const res = await generate(organizer, {
      userEmail: buyerEmail,
      eventId: theirs.event.id,
      ticketTypeId: theirs.type.id,
      quantity: 1,
    });
    expectProblem(res, 403);
    expect(await writtenFor(theirs.event.id)).toEqual({ orders: 0, tickets: 0, audits: 0 });
    // The admin may issue for it, and a reseller holding an allocation of it.
    await allowIssuing(db, 'reseller@pentas.test', theirs.type.id, 1);
    await expectData(
      generate(admin, { userEmail: buyerEmail, eventId: theirs.event.id, ticketTypeId: theirs.type.id, quantity: 1 }),
    );
    await expectData(
      generate(reseller, {
        userEmail: buyerEmail,
        eventId: theirs.event.id,
        ticketTypeId: theirs.type.id,
        quantity: 1,
      }),
    );
  });

  it('refuses customers (403)', async () => {
    const { event, type } = await newEvent();
    expectProblem(
      await generate(customer, { userEmail: buyerEmail, eventId: event.id, ticketTypeId: type.id, quantity: 1 }),
      403,
    );
    expect(await writtenFor(event.id)).toEqual({ orders: 0, tickets: 0, audits: 0 });
  });

  it("answers 'Only N tickets available' (409) when too few are left, and writes nothing", async () => {
    const { event, type } = await newEvent({ tickets: [{ name: 'Last few', quantity: 10, soldQuantity: 7 }] });
    const res = await generate(admin, { userEmail: buyerEmail, eventId: event.id, ticketTypeId: type.id, quantity: 4 });
    const problem = expectProblem(res, 409);
    expect(problem).toMatchObject({ code: 'not_enough_tickets', detail: 'Only 3 tickets available' });
    expect(await writtenFor(event.id)).toEqual({ orders: 0, tickets: 0, audits: 0 });
    expect(await stockOf(type.id)).toBe(7);
  });

  it('refuses an unknown or deleted event and a type of another event (404), an event not on sale or an inactive type (409)', async () => {
    const { event, type } = await newEvent({
      tickets: [
        { name: 'On', quantity: 10 },
        { name: 'Off', quantity: 10, isActive: false },
      ],
    });
    const body = { userEmail: buyerEmail, quantity: 1 };
    const other = await newEvent();
    expectProblem(await generate(admin, { ...body, eventId: 2_000_000, ticketTypeId: type.id }), 404);
    expectProblem(await generate(admin, { ...body, eventId: event.id, ticketTypeId: other.type.id }), 404);
    const inactive = await generate(admin, { ...body, eventId: event.id, ticketTypeId: event.ticketTypes[1].id });
    expect(expectProblem(inactive, 409).code).toBe('ticket_type_inactive');
    const off = await newEvent({ isActive: false });
    const over = await newEvent({
      startsAt: new Date(Date.now() - 2 * 86400_000),
      endsAt: new Date(Date.now() - 86400_000),
    });
    for (const [closed, code] of [
      [off, 'event_not_open'],
      [over, 'event_ended'],
    ] as const) {
      const res = await generate(admin, { ...body, eventId: closed.event.id, ticketTypeId: closed.type.id });
      expect(expectProblem(res, 409).code).toBe(code);
    }
    const gone = await newEvent({ deletedAt: new Date() });
    expectProblem(await generate(admin, { ...body, eventId: gone.event.id, ticketTypeId: gone.type.id }), 404);
    for (const e of [event, off.event, over.event, gone.event]) {
      expect(await writtenFor(e.id)).toEqual({ orders: 0, tickets: 0, audits: 0 });
    }
  });

  it('requires a well-formed Idempotency-Key header (422)', async () => {
    const { event, type } = await newEvent();
    const body = { userEmail: buyerEmail, eventId: event.id, ticketTypeId: type.id, quantity: 1 };
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it, sixteen+']) {
      const problem = expectProblem(await generate(admin, body, key), 422);
      expect(problem.errors?.[0].path).toBe('idempotency-key');
    }
    const missing = await admin.POST('/api/admin/generate-tickets', {
      body,
      params: { header: {} as { 'idempotency-key': string } },
    });
    expectProblem(missing, 422);
    expect(await writtenFor(event.id)).toEqual({ orders: 0, tickets: 0, audits: 0 });
  });
});

describe('the tickets issued', () => {
  it('show in the recipient’s tickets at once, and their codes scan and check in at the door', async () => {
    const { event, type } = await newEvent();
    await allowIssuing(db, 'reseller@pentas.test', type.id, 2);
    const { ticketIds } = await expectData(
      generate(reseller, { userEmail: buyerEmail, eventId: event.id, ticketTypeId: type.id, quantity: 2 }),
    );
    const mine = await expectData(buyer.GET('/api/my-tickets'));
    expect(mine.filter((t) => ticketIds.includes(t.id)).map((t) => t.status)).toEqual(['active', 'active']);
    const code = (await door.qrText(buyer, ticketIds[0])).text;
    expect(code).toMatch(PAYLOAD);
    expect(code.startsWith(`ticket:${ticketIds[0]}:${event.id}:${buyerId}:`)).toBe(true);
    const scanned = await expectData(door.scan(admin, code, event.id));
    expect(scanned.canCheckIn).toBe(true);
    await expectData(door.checkIn(admin, ticketIds[0]));
    expect((await door.ticketRow(ticketIds[0])).status).toBe('checked_in');
  });

  it('transfer like bought ones: the new holder’s code admits, the old one no longer does', async () => {
    const { event, type } = await newEvent();
    const { ticketIds } = await expectData(
      generate(admin, { userEmail: buyerEmail, eventId: event.id, ticketTypeId: type.id, quantity: 1 }),
    );
    const oldCode = (await door.qrText(buyer, ticketIds[0])).text;
    const moved = await expectData(door.transfer(buyer, ticketIds[0], recipientEmail));
    const newCode = (await door.qrText(door.recipient, moved.ticketId)).text;
    expect((await expectData(door.scan(admin, newCode, event.id))).canCheckIn).toBe(true);
    expect((await expectData(door.scan(admin, oldCode, event.id))).canCheckIn).toBe(false);
  });

  it('count for a fresh reseller as theirs: the record names them as generator', async () => {
    const email = await insertAccount(db, 'reseller', 'box-reseller');
    const fresh = await signedInApi(door.app, email);
    const { event, type } = await newEvent();
    await allowIssuing(db, email, type.id, 2);
    const { orderId } = await expectData(
      generate(fresh, { userEmail: buyerEmail, eventId: event.id, ticketTypeId: type.id, quantity: 2 }),
    );
    const [record] = await db.select().from(manualTicketRecords).where(eq(manualTicketRecords.orderId, orderId));
    expect(record.generatedById).toBe(await userId(db, email));
  });
});
