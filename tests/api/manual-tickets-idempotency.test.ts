import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, manualTicketRecords, orders, tickets, ticketTypes } from '../../api/src/db/schema';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { boxOffice } from '../support/box-office';
import { insertCustomers, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const organizer = await signedInApi(app, 'organizer@pentas.test');
const [recipientEmail, otherEmail] = await insertCustomers(db, 2, 'box-idem');
const { generate } = boxOffice();

async function newType(quantity: number, soldQuantity = 0) {
  const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ quantity, soldQuantity }] });
  return { eventId: event.id, ticketTypeId: event.ticketTypes[0].id };
}
const soldOf = async (typeId: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0].soldQuantity;
const ordersOf = (eventId: number) => db.$count(orders, eq(orders.eventId, eventId));
const ticketsOf = (eventId: number) => db.$count(tickets, eq(tickets.eventId, eventId));

describe('the idempotency key', () => {
  it('answers a retry with the first answer (200, Idempotency-Replayed) and issues nothing more', async () => {
    const target = await newType(100);
    const body = { userEmail: recipientEmail, ...target, quantity: 3 };
    const key = randomUUID();
    const first = await generate(admin, body, key);
    expect(first.response.headers.get('idempotency-replayed')).toBeNull();
    const again = await generate(admin, { ...body, userEmail: recipientEmail.toUpperCase() }, key);
    expect(again.response.headers.get('idempotency-replayed')).toBe('true');
    expect(await expectData(again)).toEqual(await expectData(first));
    expect(await soldOf(target.ticketTypeId)).toBe(3);
    expect(await ticketsOf(target.eventId)).toBe(3);
    expect(await db.$count(auditLog, eq(auditLog.targetId, (await expectData(first)).orderId))).toBe(1);
  });

  it('refuses the same key with another request (409 idempotency_conflict), writing nothing', async () => {
    const target = await newType(100);
    const key = randomUUID();
    await expectData(generate(admin, { userEmail: recipientEmail, ...target, quantity: 1 }, key));
    for (const changed of [
      { userEmail: otherEmail, ...target, quantity: 1 },
      { userEmail: recipientEmail, ...target, quantity: 2 },
      { userEmail: recipientEmail, ...target, quantity: 1, reason: 'Another reason' },
    ]) {
      expect(expectProblem(await generate(admin, changed, key), 409).code).toBe('idempotency_conflict');
    }
    expect(await soldOf(target.ticketTypeId)).toBe(1);
  });

  it('is per generator: another account’s same key is a request of its own', async () => {
    const target = await newType(100);
    const key = randomUUID();
    const body = { userEmail: recipientEmail, ...target, quantity: 1 };
    const mine = await expectData(generate(admin, body, key));
    const theirs = await expectData(generate(organizer, body, key));
    expect(theirs.orderId).not.toBe(mine.orderId);
    expect(await soldOf(target.ticketTypeId)).toBe(2);
  });

  it('lets a refused request be retried with its key once it can succeed', async () => {
    const target = await newType(5, 5);
    const key = randomUUID();
    const body = { userEmail: recipientEmail, ...target, quantity: 2 };
    expectProblem(await generate(admin, body, key), 409);
    await db.update(ticketTypes).set({ quantity: 10 }).where(eq(ticketTypes.id, target.ticketTypeId));
    expect((await expectData(generate(admin, body, key))).ticketIds).toHaveLength(2);
  });

  it('issues once when 10 requests with the same key arrive at the same moment; all get that answer', async () => {
    const target = await newType(100);
    const key = randomUUID();
    const body = { userEmail: recipientEmail, ...target, quantity: 4 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => generate(admin, body, key)));
    const bodies = await Promise.all(answers.map((a) => expectData(a)));
    expect(new Set(bodies.map((b) => b.orderId)).size).toBe(1);
    expect(bodies.every((b) => JSON.stringify(b.ticketIds) === JSON.stringify(bodies[0].ticketIds))).toBe(true);
    expect(answers.filter((a) => a.response.headers.get('idempotency-replayed') === null)).toHaveLength(1);
    expect(await soldOf(target.ticketTypeId)).toBe(4);
    expect(await ordersOf(target.eventId)).toBe(1);
    expect(await ticketsOf(target.eventId)).toBe(4);
    expect(await db.$count(manualTicketRecords, eq(manualTicketRecords.idempotencyKey, key))).toBe(1);
  });

  it('answers a same-key retry with the first tickets even when they were the last ones', async () => {
    const target = await newType(3);
    const key = randomUUID();
    const body = { userEmail: recipientEmail, ...target, quantity: 3 };
    const both = await Promise.all([generate(admin, body, key), generate(admin, body, key)]);
    const [a, b] = await Promise.all(both.map((r) => expectData(r)));
    expect(a).toEqual(b);
    expect(await soldOf(target.ticketTypeId)).toBe(3);
  });
});

describe('the last tickets', () => {
  it('20 concurrent generations for the last 10 tickets issue exactly 10', async () => {
    const target = await newType(50, 40);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => generate(admin, { userEmail: recipientEmail, ...target, quantity: 1 })),
    );
    const issued = answers.filter((a) => a.response.status === 200);
    const refused = answers.filter((a) => a.response.status === 409);
    expect(issued).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused)
      expect(expectProblem(r, 409)).toMatchObject({ code: 'not_enough_tickets', detail: 'Only 0 tickets available' });
    expect(await soldOf(target.ticketTypeId)).toBe(50);
    expect(await ordersOf(target.eventId)).toBe(10);
    expect(await ticketsOf(target.eventId)).toBe(10);
  });
});
