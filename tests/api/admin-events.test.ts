import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, tickets } from '../../api/src/db/schema';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertEvent, userId } from '../support/factories';
import { Client, expectProblem } from '../support/http';

// A `deleted` filter outside its enum goes through the untyped Client, on the admin's session.
const { app, db, deps } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
/** Where a live event shows, and where a deleted one does not (the admin's deleted list the other way round). */
const EVERYWHERE = { catalog: true, page: 200, inventory: true, deletedList: false, stats: true, admits: true };
const NOWHERE = { catalog: false, page: 404, inventory: false, deletedList: true, stats: false, admits: false };
const denied = ['customer@pentas.test', 'reseller@pentas.test', 'organizer@pentas.test'];

const auditOf = (action: string, eventId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(eventId))));
type Paging = { page?: number; pageSize?: number };
const inventory = (api: ApiClient, query: Paging & { deleted?: 'true' | 'false'; query?: string } = {}) =>
  api.GET('/api/admin/events-with-tickets', { params: { query } });
const salesStats = (api: ApiClient, query: Paging = {}) => api.GET('/api/admin/sales-stats', { params: { query } });
const deleteEvent = (api: ApiClient, id: number) => api.DELETE('/api/events/{id}', { params: { path: { id } } });
const restoreEvent = (api: ApiClient, id: number) =>
  api.POST('/api/admin/events/{id}/restore', { params: { path: { id } } });

/** One page of 100 is all of it here; the total says so. */
async function wholeList<T>(call: Promise<{ data?: T[]; error?: unknown; response: Response }>) {
  const result = await call;
  expect(Number(result.response.headers.get('x-total-count'))).toBeLessThanOrEqual(100);
  return expectData(result);
}

describe('inventory', () => {
  it('lists events with their ticket types, quantity, sold, remaining and on sale or not; and sales per event', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      startsAt: new Date(Date.now() + 3650 * 86400_000),
      tickets: [
        { name: 'GA', quantity: 200, soldQuantity: 192 },
        { name: 'VIP', quantity: 50, soldQuantity: 38, isActive: false },
      ],
    });
    const [first] = await expectData(inventory(admin, { pageSize: 1 }));
    // Latest start first: this event, ten years away.
    expect(first).toEqual({
      id: event.id,
      title: event.title,
      location: 'Kuala Lumpur, Malaysia',
      category: 'other',
      dateTime: event.startsAt.toISOString(),
      timeZone: 'Asia/Kuala_Lumpur',
      currency: 'MYR',
      isActive: true,
      deletedAt: null,
      saleState: 'on_sale',
      ticketTypes: [
        {
          id: event.ticketTypes[0].id,
          name: 'GA',
          quantity: 200,
          soldQuantity: 192,
          sold: 192,
          held: 0,
          remaining: 8,
          isActive: true,
          saleState: 'on_sale',
        },
        {
          id: event.ticketTypes[1].id,
          name: 'VIP',
          quantity: 50,
          soldQuantity: 38,
          sold: 38,
          held: 0,
          remaining: 12,
          isActive: false,
          saleState: 'inactive',
        },
      ],
    });
    const stats = await salesStats(admin, { pageSize: 1 });
    expect(await expectData(stats)).toEqual([
      {
        eventId: event.id,
        eventTitle: event.title,
        ticketTypesCount: 2,
        totalSold: 230,
        totalHeld: 0,
        totalCapacity: 250,
      },
    ]);
    expect(Number(stats.response.headers.get('x-total-count'))).toBeGreaterThan(1);
  });

  it('pages with the total, and refuses bad paging with 422', async () => {
    const page1 = await inventory(admin, { pageSize: 2, page: 1 });
    const page2 = await inventory(admin, { pageSize: 2, page: 2 });
    expect(page1.response.headers.get('x-total-count')).toBe(page2.response.headers.get('x-total-count'));
    expect((await expectData(page1)).map((e) => e.id)).not.toContain((await expectData(page2))[0]?.id);
    for (const list of [inventory, salesStats]) {
      expectProblem(await list(admin, { pageSize: 0 }), 422);
      expectProblem(await list(admin, { page: -1 }), 422);
    }
    expectProblem(await new Client(app, admin.jar).get('/api/admin/events-with-tickets?deleted=yes'), 422);
  });

  it('searches title, location and category in any case, literally, deleted ones apart; the total counts matches', async () => {
    const gala = await insertEvent(db, 'organizer@pentas.test', { title: 'Zephyr Gala 100% Live', category: 'art' });
    const fair = await insertEvent(db, 'organizer@pentas.test', {
      title: 'Zephyr Fair 1000 Live',
      location: 'Quokka Bay, Malaysia',
    });
    const gone = await insertEvent(db, 'organizer@pentas.test', { title: 'Zephyr Gone', category: 'food' });
    await expectData(deleteEvent(admin, gone.id));
    const ids = async (query: string, deleted?: 'true') => {
      const result = await inventory(admin, { query, deleted, pageSize: 100 });
      const rows = await expectData(result);
      expect(Number(result.response.headers.get('x-total-count'))).toBe(rows.length);
      return rows.map((e) => e.id);
    };
    expect(await ids('zEPHYR')).toEqual(expect.arrayContaining([gala.id, fair.id]));
    expect(await ids('zephyr')).not.toContain(gone.id);
    expect(await ids('quokka bay')).toEqual([fair.id]);
    // `%` is a character to find, not a wildcard: 'Fair 1000' does not contain '100%'.
    expect(await ids('100% live')).toEqual([gala.id]);
    expect(await ids('ART')).toContain(gala.id);
    expect(await ids('ART')).not.toContain(fair.id);
    expect(await ids('zephyr', 'true')).toEqual([gone.id]);
    expect(await ids('food', 'true')).toContain(gone.id);
    const bad = new Client(app, admin.jar);
    expectProblem(await bad.get(`/api/admin/events-with-tickets?query=${'x'.repeat(101)}`), 422);
    expectProblem(await bad.get('/api/admin/events-with-tickets?query=a%00b'), 422);
  });

  it("is for admins only: 403 'Admin access required for inventory tracking'; 401 signed out", async () => {
    for (const list of [inventory, salesStats]) {
      for (const email of denied) {
        expect(expectProblem(await list(await signedInApi(app, email)), 403).detail).toBe(
          'Admin access required for inventory tracking',
        );
      }
      expectProblem(await list(apiClient(app)), 401);
    }
  });
});

describe('deleting and restoring an event', () => {
  it('hides a deleted event everywhere, keeps its orders and tickets, admits nobody; restore brings it all back', async () => {
    // A free ticket: an event with paid orders is not deleted but cancelled (decision 58, tests/api/event-cancel.test.ts).
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 0 }] });
    const taken = await customer.POST('/api/create-payment-intent', {
      body: {
        eventId: event.id,
        currency: 'MYR',
        orderItems: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '0.00' }],
      },
    });
    expect((await expectData(taken)).status).toBe('completed');
    const [ticket] = await db.select().from(tickets).where(eq(tickets.eventId, event.id));
    const qrCode = deps.ticketSigner.sign({
      id: ticket.id,
      eventId: event.id,
      userId: await userId(db, 'customer@pentas.test'),
    });
    const listed = async () => ({
      catalog: (await expectData(customer.GET('/api/events', { params: { query: { pageSize: 50 } } }))).some(
        (e) => e.id === event.id,
      ),
      page: (await customer.GET('/api/events/{id}', { params: { path: { id: event.id } } })).response.status,
      inventory: (await wholeList(inventory(admin, { pageSize: 100 }))).some((e) => e.id === event.id),
      deletedList: (await wholeList(inventory(admin, { pageSize: 100, deleted: 'true' }))).some(
        (e) => e.id === event.id,
      ),
      stats: (await wholeList(salesStats(admin, { pageSize: 100 }))).some((e) => e.eventId === event.id),
      admits: (await expectData(admin.POST('/api/scan-ticket', { body: { qrCode } }))).canCheckIn,
    });
    expect(await listed()).toEqual(EVERYWHERE);

    const deleted = await deleteEvent(admin, event.id);
    await expectData(deleted);
    expect(await listed()).toEqual(NOWHERE);
    expect(await db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(1);
    expect(await db.select().from(tickets).where(eq(tickets.eventId, event.id))).toHaveLength(1);

    const restored = await expectData(restoreEvent(admin, event.id));
    expect(restored).toMatchObject({ id: event.id, title: event.title, ticketsSold: 1 });
    expect(await listed()).toEqual(EVERYWHERE);

    const [deleteRow] = await auditOf('event.delete', event.id);
    expect(deleteRow).toMatchObject({
      actorEmail: 'admin@pentas.test',
      targetType: 'event',
      before: { deletedAt: null },
      after: { deletedAt: expect.any(String) },
      requestId: deleted.response.headers.get('x-request-id'),
    });
    const [restoreRow] = await auditOf('event.restore', event.id);
    expect(restoreRow).toMatchObject({ before: deleteRow.after, after: { deletedAt: null } });
    expect(await auditOf('event.delete', event.id)).toHaveLength(1);
    expect(await auditOf('event.restore', event.id)).toHaveLength(1);
  });

  it('refuses to restore an unknown event (404) or one not deleted (409), and deleting twice (404), writing nothing', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    expect(expectProblem(await restoreEvent(admin, event.id), 409).code).toBe('event_not_deleted');
    expectProblem(await restoreEvent(admin, 2147483647), 404);
    expectProblem(await restoreEvent(admin, 0), 422);
    await expectData(deleteEvent(admin, event.id));
    expectProblem(await deleteEvent(admin, event.id), 404);
    expect(await auditOf('event.restore', event.id)).toHaveLength(0);
    expect(await auditOf('event.delete', event.id)).toHaveLength(1);
  });

  it('lets only admins delete or restore: 403 for customer, reseller, organizer (even their own event); 401 signed out', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { deletedAt: new Date() });
    const live = await insertEvent(db, 'organizer@pentas.test');
    for (const email of denied) {
      const api = await signedInApi(app, email);
      expectProblem(await restoreEvent(api, event.id), 403);
      expectProblem(await deleteEvent(api, live.id), 403);
    }
    expectProblem(await restoreEvent(apiClient(app), event.id), 401);
    expect(await auditOf('event.restore', event.id)).toHaveLength(0);
    expect(await auditOf('event.delete', live.id)).toHaveLength(0);
  });

  it('writes no audit row when the change rolls back: a delete and its row commit together', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    const before = (await db.select().from(auditLog)).length;
    // Two admins deleting at once: one deletes (one row), the other finds it gone (404, no row).
    const answers = await Promise.all([deleteEvent(admin, event.id), deleteEvent(admin, event.id)]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 404]);
    expect((await db.select().from(auditLog)).length).toBe(before + 1);
  });

  it('restores once when two admins restore at the same moment: one 200, one 409, one audit row', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { deletedAt: new Date() });
    const answers = await Promise.all([restoreEvent(admin, event.id), restoreEvent(admin, event.id)]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
    expect(await auditOf('event.restore', event.id)).toHaveLength(1);
  });
});
