import { and, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../api/src/db/schema';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

// Admin changes the audit log did not see before: edits of another organizer's event, prices, stock
// and ticket types, and check-ins at the door; and the request id a row cites.
const { app, db, sql } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const organizer = await signedInApi(app, 'organizer@pentas.test');
const [buyerEmail] = await insertCustomers(db, 1, 'audit-coverage');
const buyer = await signedInApi(app, buyerEmail);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const lastId = async () => (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const rowsSince = (id: number, action?: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, id), action ? eq(auditLog.action, action) : undefined))
    .orderBy(auditLog.id);

const theirEvent = () =>
  insertEvent(db, 'organizer@pentas.test', { title: 'Their night', tickets: [{ priceMinor: 5000, quantity: 100 }] });

describe("an admin's changes to another organizer's event", () => {
  it('writes one row per edit of the event, with what changed, citing the server’s request id', async () => {
    const event = await theirEvent();
    const start = await lastId();
    const res = await admin.PUT('/api/events/{id}', {
      params: { path: { id: event.id } },
      body: { title: 'Fixed by admin', venue: event.venue },
      headers: { 'x-request-id': 'client-made-up-1' },
    });
    await expectData(res);
    const rows = await rowsSince(start);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: 'admin@pentas.test',
      action: 'event.update',
      targetType: 'event',
      targetId: String(event.id),
      before: { title: 'Their night' },
      after: { title: 'Fixed by admin' },
      clientRequestId: 'client-made-up-1',
    });
    // The server's id, not the client's: the one the answer carries.
    expect(rows[0].requestId).toMatch(UUID);
    expect(rows[0].requestId).toBe(res.response.headers.get('x-request-id'));
    // The log's API shows both, apart.
    const [entry] = await expectData(
      admin.GET('/api/admin/audit-log', { params: { query: { action: 'event.update' } } }),
    );
    expect(entry).toMatchObject({ requestId: rows[0].requestId, clientRequestId: 'client-made-up-1' });
  });

  it('writes a row for a price and stock change and a new ticket type; none for a refused change', async () => {
    const event = await theirEvent();
    const [type] = event.ticketTypes;
    const start = await lastId();
    await expectData(
      admin.PUT('/api/ticket-types/{id}', { params: { path: { id: type.id } }, body: { price: '1.00', quantity: 5 } }),
    );
    const added = await expectData(
      admin.POST('/api/events/{id}/ticket-types', {
        params: { path: { id: event.id } },
        body: { name: 'Comp', price: '0.00', quantity: 10 },
      }),
      201,
    );
    await buyTickets(db, buyer, event.id, [{ ticketTypeId: type.id, quantity: 2, unitPrice: '1.00' }]);
    expectProblem(
      await admin.PUT('/api/ticket-types/{id}', { params: { path: { id: type.id } }, body: { quantity: 1 } }),
      409,
    );
    const rows = await rowsSince(start);
    expect(rows.map((r) => r.action)).toEqual(['ticket_type.update', 'ticket_type.create']);
    expect(rows[0]).toMatchObject({
      targetType: 'ticket_type',
      targetId: String(type.id),
      before: { eventId: event.id, priceMinor: 5000, quantity: 100 },
      after: { priceMinor: 100, quantity: 5 },
    });
    expect(rows[1]).toMatchObject({
      targetId: String(added.id),
      after: { eventId: event.id, name: 'Comp', priceMinor: 0, quantity: 10 },
    });
  });

  it("leaves an organizer's edits of their own event out of the admins' log", async () => {
    const event = await theirEvent();
    const start = await lastId();
    await expectData(
      organizer.PUT('/api/events/{id}', { params: { path: { id: event.id } }, body: { title: 'Mine' } }),
    );
    await expectData(
      organizer.PUT('/api/ticket-types/{id}', {
        params: { path: { id: event.ticketTypes[0].id } },
        body: { price: '9.00' },
      }),
    );
    expect(await rowsSince(start)).toEqual([]);
  });
});

describe('check-ins at the door', () => {
  const checkIn = (api: ApiClient, id: string) => api.POST('/api/tickets/{id}/checkin', { params: { path: { id } } });

  it('writes one row per ticket checked in, by the scanner, and none for a refused second scan', async () => {
    const event = await theirEvent();
    const orderId = await buyTickets(db, buyer, event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 2, unitPrice: '50.00' },
    ]);
    const tickets = await db.query.tickets.findMany({ where: (t, { eq }) => eq(t.orderId, orderId) });
    const start = await lastId();
    const first = await checkIn(admin, tickets[0].id);
    await expectData(first);
    expectProblem(await checkIn(admin, tickets[0].id), 409);
    await expectData(checkIn(admin, tickets[1].id));
    const rows = await rowsSince(start);
    expect(rows.map((r) => [r.action, r.targetId])).toEqual([
      ['ticket.check_in', tickets[0].id],
      ['ticket.check_in', tickets[1].id],
    ]);
    expect(rows[0]).toMatchObject({
      actorEmail: 'admin@pentas.test',
      targetType: 'ticket',
      after: { eventId: event.id },
      requestId: first.response.headers.get('x-request-id'),
    });
  });
});

describe('two admin edits of one thing at once', () => {
  /**
   * Both edits arrive while another transaction holds the row, so both are in flight together when it
   * lets go; then one goes first. The second's "before" must be what the first wrote.
   */
  async function editTwiceAtOnce(
    table: 'events' | 'ticket_types',
    id: number,
    edit: (title: string) => Promise<unknown>,
  ) {
    const holder = transactionHeldOpen(sql, (tx) => tx`select id from ${tx(table)} where id = ${id} for update`);
    await holder.opened;
    const edits = Promise.all([edit('Edit A'), edit('Edit B')]);
    await vi.waitUntil(async () => (await lockWaiters(sql)) >= 2, { timeout: 5000, interval: 20 });
    holder.release();
    await holder.done;
    await edits;
  }

  it("records each other's title as 'before', in the order they were made (events)", async () => {
    const event = await theirEvent();
    const start = await lastId();
    await editTwiceAtOnce('events', event.id, (title) =>
      expectData(admin.PUT('/api/events/{id}', { params: { path: { id: event.id } }, body: { title } })),
    );
    const rows = await rowsSince(start, 'event.update');
    expect(rows).toHaveLength(2);
    expect(rows[0].before).toEqual({ title: 'Their night' });
    expect(rows[1].before).toEqual(rows[0].after);
  });

  it("records each other's name as 'before', in the order they were made (ticket types)", async () => {
    const [type] = (await theirEvent()).ticketTypes;
    const start = await lastId();
    await editTwiceAtOnce('ticket_types', type.id, (name) =>
      expectData(admin.PUT('/api/ticket-types/{id}', { params: { path: { id: type.id } }, body: { name } })),
    );
    const rows = await rowsSince(start, 'ticket_type.update');
    expect(rows).toHaveLength(2);
    expect(rows[0].before).toMatchObject({ name: type.name });
    expect((rows[1].before as { name: string }).name).toBe((rows[0].after as { name: string }).name);
  });
});
