import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { allocations, auditLog, orders, ticketTypes } from '../../api/src/db/schema';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { boxOffice } from '../support/box-office';
import { insertAccount, insertCustomers, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

/** Allocations (decisions.md item 29): who grants, issuing within them, never to oneself, the ledger. */
const { app, db, sql } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
const organizerEmail = await insertAccount(db, 'organizer', 'alloc-org');
const otherOrganizerEmail = await insertAccount(db, 'organizer', 'alloc-org2');
const resellerEmail = await insertAccount(db, 'reseller', 'alloc-res');
const otherResellerEmail = await insertAccount(db, 'reseller', 'alloc-res2');
const organizer = await signedInApi(app, organizerEmail);
const otherOrganizer = await signedInApi(app, otherOrganizerEmail);
const reseller = await signedInApi(app, resellerEmail);
const otherReseller = await signedInApi(app, otherResellerEmail);
const resellerId = await userId(db, resellerEmail);
const [buyerEmail] = await insertCustomers(db, 1, 'alloc-buyer');
const { generate, grant, revoke, allocationList, ledger, settle } = boxOffice();

async function newType(quantity = 100, priceMinor = 50_000) {
  const event = await insertEvent(db, organizerEmail, { tickets: [{ quantity, priceMinor }] });
  return { eventId: event.id, ticketTypeId: event.ticketTypes[0].id };
}
const soldOf = async (typeId: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0].soldQuantity;
const heldOf = async (typeId: number) =>
  (
    await db
      .select()
      .from(allocations)
      .where(and(eq(allocations.ticketTypeId, typeId), eq(allocations.resellerId, resellerId)))
  )[0];
const issue = (target: { eventId: number; ticketTypeId: number }, quantity = 1, to = buyerEmail, key?: string) =>
  generate(reseller, { userEmail: to, ...target, quantity }, key);

describe('granting an allocation', () => {
  it("is the event's organizer's or an admin's: resellers, customers and other organizers are refused", async () => {
    const target = await newType();
    const body = { ...target, resellerEmail, granted: 5 };
    for (const client of [reseller, customer, otherOrganizer]) expectProblem(await grant(client, body), 403);
    expect(await heldOf(target.ticketTypeId)).toBeUndefined();
    const made = await expectData(grant(organizer, body));
    expect(made).toMatchObject({ granted: 5, issued: 0, left: 5, resellerEmail, price: '500.00', currency: 'MYR' });
    expect((await expectData(grant(admin, { ...body, granted: 8 }))).left).toBe(8);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(made.id)));
    expect(audits.map((a) => a.action)).toEqual(['allocation.grant', 'allocation.grant']);
  });

  it('goes to resellers only, for a type of the event named', async () => {
    const target = await newType();
    const other = await newType();
    expect(expectProblem(await grant(organizer, { ...target, resellerEmail: buyerEmail, granted: 5 }), 422).code).toBe(
      'not_a_reseller',
    );
    expectProblem(
      await grant(organizer, { ...target, ticketTypeId: other.ticketTypeId, resellerEmail, granted: 5 }),
      404,
    );
    // No account at all is answered as an account of another role: a grant tells nothing about an address.
    expect(
      expectProblem(await grant(organizer, { ...target, resellerEmail: 'nobody@nowhere.test', granted: 5 }), 422).code,
    ).toBe('not_a_reseller');
    for (const granted of [-1, 10_001, 1.5])
      expectProblem(await grant(organizer, { ...target, resellerEmail, granted }), 422);
  });

  it("reads the reseller's role under a lock: a demotion in flight is waited for, and refuses the grant", async () => {
    const target = await newType();
    const demotedEmail = await insertAccount(db, 'reseller', 'alloc-demoted');
    const demotedId = await userId(db, demotedEmail);
    // An admin's demotion of the reseller, in flight: its transaction holds their row until it commits.
    const demotion = transactionHeldOpen(sql, (tx) => tx`update users set role = 'customer' where id = ${demotedId}`);
    await demotion.opened;
    let answered = false;
    const granting = grant(organizer, { ...target, resellerEmail: demotedEmail, granted: 5 }).finally(() => {
      answered = true;
    });
    await vi.waitUntil(async () => answered || (await lockWaiters(sql)) >= 1, { timeout: 5000, interval: 20 });
    demotion.release();
    await demotion.done;
    expect(expectProblem(await granting, 422).code).toBe('not_a_reseller');
    expect(await db.$count(allocations, eq(allocations.resellerId, demotedId))).toBe(0);
  });

  it('audits the quantity a change really replaced, even when another grant commits while it waits', async () => {
    const target = await newType();
    const { id } = await expectData(grant(organizer, { ...target, resellerEmail, granted: 10 }));
    // Another admin's grant of 7, in flight: its transaction holds the allocation's row until it commits.
    const other = transactionHeldOpen(sql, (tx) => tx`update allocations set granted = 7 where id = ${id}`);
    await other.opened;
    let answered = false;
    const granting = grant(admin, { ...target, resellerEmail, granted: 12 }).finally(() => {
      answered = true;
    });
    await vi.waitUntil(async () => answered || (await lockWaiters(sql)) >= 1, { timeout: 5000, interval: 20 });
    other.release();
    await other.done;
    expect((await expectData(granting)).granted).toBe(12);
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'allocation.grant'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited.before).toEqual({ granted: 7 });
  });

  it('can be lowered down to what was issued, never below, and its unused part revoked', async () => {
    const target = await newType();
    const { id } = await expectData(grant(organizer, { ...target, resellerEmail, granted: 10 }));
    await expectData(issue(target, 4));
    const below = expectProblem(await grant(organizer, { ...target, resellerEmail, granted: 3 }), 409);
    expect(below.code).toBe('allocation_below_issued');
    expect((await expectData(grant(organizer, { ...target, resellerEmail, granted: 4 }))).left).toBe(0);
    await expectData(grant(organizer, { ...target, resellerEmail, granted: 9 }));
    expectProblem(await revoke(otherOrganizer, id), 403);
    expectProblem(await revoke(reseller, id), 403);
    expect(await expectData(revoke(organizer, id))).toMatchObject({ granted: 4, issued: 4, left: 0 });
    expect(expectProblem(await issue(target, 1), 409).code).toBe('allocation_exceeded');
    expectProblem(await revoke(admin, 2_000_000_000), 404);
  });
});

describe('issuing within an allocation', () => {
  it('refuses a reseller without one (409 no_allocation) and writes nothing', async () => {
    const target = await newType();
    expect(expectProblem(await issue(target, 1), 409).code).toBe('no_allocation');
    expect(await soldOf(target.ticketTypeId)).toBe(0);
    expect(await db.$count(orders, eq(orders.eventId, target.eventId))).toBe(0);
  });

  it('never lets 20 concurrent issues pass an allocation of 10', async () => {
    const target = await newType(100);
    await expectData(grant(organizer, { ...target, resellerEmail, granted: 10 }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(target, 1)));
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await heldOf(target.ticketTypeId)).toMatchObject({ granted: 10, issued: 10, issuedValueMinor: 500_000 });
    expect(await soldOf(target.ticketTypeId)).toBe(10);
    const refused = answers.find((a) => a.response.status === 409);
    expect(expectProblem(refused as NonNullable<typeof refused>, 409).detail).toBe(
      'Only 0 left of your allocation of this ticket type.',
    );
  });

  it('takes the allocation once per idempotency key, even for 10 same-key requests at once', async () => {
    const target = await newType();
    await expectData(grant(organizer, { ...target, resellerEmail, granted: 5 }));
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => issue(target, 3, buyerEmail, key)));
    expect(answers.every((a) => a.response.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data?.orderId)).size).toBe(1);
    expect(await heldOf(target.ticketTypeId)).toMatchObject({ issued: 3 });
    expect(await soldOf(target.ticketTypeId)).toBe(3);
  });

  it('reserves no stock: stock sold elsewhere still refuses the issue', async () => {
    const target = await newType(2);
    await expectData(grant(organizer, { ...target, resellerEmail, granted: 5 }));
    await db.update(ticketTypes).set({ soldQuantity: 2 }).where(eq(ticketTypes.id, target.ticketTypeId));
    expect(expectProblem(await issue(target, 1), 409).code).toBe('not_enough_tickets');
    expect(await heldOf(target.ticketTypeId)).toMatchObject({ issued: 0 });
  });

  it("refuses a reseller's issue to their own account (422 self_issue); organizers may comp themselves", async () => {
    const target = await newType();
    await expectData(grant(organizer, { ...target, resellerEmail, granted: 5 }));
    expect(expectProblem(await issue(target, 1, resellerEmail.toUpperCase()), 422).code).toBe('self_issue');
    expect(await heldOf(target.ticketTypeId)).toMatchObject({ issued: 0 });
    await expectData(generate(organizer, { userEmail: organizerEmail, ...target, quantity: 1 }));
  });

  it("keeps organizers' own box office within their events", async () => {
    const theirs = await insertEvent(db, otherOrganizerEmail);
    const body = { userEmail: buyerEmail, eventId: theirs.id, ticketTypeId: theirs.ticketTypes[0].id, quantity: 1 };
    expectProblem(await generate(organizer, body), 403);
  });
});

describe('the ledger', () => {
  const target = newType(100, 8000);

  it('shows what each reseller owes at face value, to the organizer, the admin and the reseller alone', async () => {
    const t = await target;
    await expectData(grant(organizer, { ...t, resellerEmail, granted: 10 }));
    await expectData(issue(t, 3));
    const row = { eventId: t.eventId, resellerId, ticketsIssued: 3, currency: 'MYR', owed: '240.00', settled: '0.00' };
    for (const client of [organizer, admin, reseller]) {
      const rows = await expectData(ledger(client, { eventId: t.eventId }));
      expect(rows).toEqual([expect.objectContaining({ ...row, outstanding: '240.00' })]);
    }
    expect(await expectData(ledger(otherOrganizer, { eventId: t.eventId }))).toEqual([]);
    expect(await expectData(ledger(otherReseller, { eventId: t.eventId }))).toEqual([]);
    expectProblem(await ledger(otherReseller, { resellerId }), 403);
    expectProblem(await allocationList(otherReseller, { resellerId }), 403);
    expectProblem(await ledger(customer), 403);
    expect((await expectData(allocationList(reseller, { eventId: t.eventId })))[0]).toMatchObject({ left: 7 });
    expect(await expectData(allocationList(otherOrganizer, { eventId: t.eventId }))).toEqual([]);
  });

  it('records settlements by the organizer or an admin, audited, never more than outstanding', async () => {
    const t = await target;
    const body = { eventId: t.eventId, resellerId, amount: '100.00', note: 'Cash at the office' };
    for (const client of [reseller, otherOrganizer, customer]) expectProblem(await settle(client, body), 403);
    const after = await expectData(settle(organizer, body), 201);
    expect(after).toMatchObject({ owed: '240.00', settled: '100.00', outstanding: '140.00' });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'allocation.settle'));
    expect(audit.after).toMatchObject({ amount: '100.00', resellerId, note: 'Cash at the office' });
    const over = expectProblem(await settle(admin, { ...body, amount: '140.01' }), 409);
    expect(over.code).toBe('settlement_exceeds_outstanding');
    for (const amount of ['0', '0.00', '-5', '1.234', 'abc'])
      expectProblem(await settle(organizer, { ...body, amount }), 422);
    // Five settlements of 50 at once against 140 outstanding: two pass.
    const answers = await Promise.all(Array.from({ length: 5 }, () => settle(organizer, { ...body, amount: '50.00' })));
    expect(answers.filter((a) => a.response.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.response.status === 409)).toHaveLength(3);
    const [row] = await expectData(ledger(admin, { eventId: t.eventId }));
    expect(row).toMatchObject({ settled: '200.00', outstanding: '40.00' });
  });
});
