import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, tickets } from '../../api/src/db/schema';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertEvent, userId } from '../support/factories';
import { Client, expectProblem, signedIn } from '../support/http';

const { app, db, deps } = await createTestApp();
const admin = await signedIn(app, 'admin@pentas.test');
const customer = await signedIn(app, 'customer@pentas.test');
const denied = ['customer@pentas.test', 'reseller@pentas.test', 'organizer@pentas.test'];

const auditOf = (action: string, eventId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(eventId))));
const allPages = async (path: string) => {
  const res = await admin.get(`${path}${path.includes('?') ? '&' : '?'}pageSize=100`);
  expect(res.status).toBe(200);
  expect(Number(res.headers.get('x-total-count'))).toBeLessThanOrEqual(100);
  return res.json as { id?: number; eventId?: number }[];
};

describe('inventory', () => {
  it('lists events with their ticket types, quantity, sold, remaining and on sale or not; and sales per event', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      startsAt: new Date(Date.now() + 3650 * 86400_000),
      tickets: [
        { name: 'GA', quantity: 200, soldQuantity: 192 },
        { name: 'VIP', quantity: 50, soldQuantity: 38, isActive: false },
      ],
    });
    const [first] = (await admin.get('/api/admin/events-with-tickets?pageSize=1')).json;
    // Latest start first: this event, ten years away.
    expect(first).toEqual({
      id: event.id,
      title: event.title,
      dateTime: event.startsAt.toISOString(),
      currency: 'MYR',
      isActive: true,
      deletedAt: null,
      ticketTypes: [
        { id: event.ticketTypes[0].id, name: 'GA', quantity: 200, soldQuantity: 192, remaining: 8, isActive: true },
        { id: event.ticketTypes[1].id, name: 'VIP', quantity: 50, soldQuantity: 38, remaining: 12, isActive: false },
      ],
    });
    const stats = await admin.get('/api/admin/sales-stats?pageSize=1');
    expect(stats.json).toEqual([
      { eventId: event.id, eventTitle: event.title, ticketTypesCount: 2, totalSold: 230, totalCapacity: 250 },
    ]);
    expect(Number(stats.headers.get('x-total-count'))).toBeGreaterThan(1);
  });

  it('pages with the total, and refuses bad paging with 422', async () => {
    const page1 = await admin.get('/api/admin/events-with-tickets?pageSize=2&page=1');
    const page2 = await admin.get('/api/admin/events-with-tickets?pageSize=2&page=2');
    expect(page1.headers.get('x-total-count')).toBe(page2.headers.get('x-total-count'));
    expect(page1.json.map((e: { id: number }) => e.id)).not.toContain(page2.json[0]?.id);
    for (const path of ['/api/admin/events-with-tickets', '/api/admin/sales-stats']) {
      expectProblem(await admin.get(`${path}?pageSize=0`), 422);
      expectProblem(await admin.get(`${path}?page=-1`), 422);
    }
    expectProblem(await admin.get('/api/admin/events-with-tickets?deleted=yes'), 422);
  });

  it("is for admins only: 403 'Admin access required for inventory tracking'; 401 signed out", async () => {
    for (const path of ['/api/admin/events-with-tickets', '/api/admin/sales-stats']) {
      for (const email of denied) {
        expect(expectProblem(await (await signedIn(app, email)).get(path), 403).detail).toBe(
          'Admin access required for inventory tracking',
        );
      }
      expectProblem(await new Client(app).get(path), 401);
    }
  });
});

describe('deleting and restoring an event', () => {
  it('hides a deleted event everywhere, keeps its orders and tickets, admits nobody; restore brings it all back', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 1000 }] });
    await buyTickets(db, customer, event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '10.00' },
    ]);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.eventId, event.id));
    const qrCode = deps.ticketSigner.sign({
      id: ticket.id,
      eventId: event.id,
      userId: await userId(db, 'customer@pentas.test'),
    });
    const listed = async () => ({
      catalog: ((await customer.get('/api/events?pageSize=50')).json as { id: number }[]).some(
        (e) => e.id === event.id,
      ),
      page: (await customer.get(`/api/events/${event.id}`)).status,
      inventory: (await allPages('/api/admin/events-with-tickets')).some((e) => e.id === event.id),
      deletedList: (await allPages('/api/admin/events-with-tickets?deleted=true')).some((e) => e.id === event.id),
      stats: (await allPages('/api/admin/sales-stats')).some((e) => e.eventId === event.id),
      admits: (await admin.post('/api/scan-ticket', { qrCode })).json.canCheckIn,
    });
    expect(await listed()).toEqual({
      catalog: true,
      page: 200,
      inventory: true,
      deletedList: false,
      stats: true,
      admits: true,
    });

    const deleted = await admin.delete(`/api/events/${event.id}`);
    expect(deleted.status).toBe(200);
    expect(await listed()).toEqual({
      catalog: false,
      page: 404,
      inventory: false,
      deletedList: true,
      stats: false,
      admits: false,
    });
    expect(await db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(1);
    expect(await db.select().from(tickets).where(eq(tickets.eventId, event.id))).toHaveLength(1);

    const restored = await admin.post(`/api/admin/events/${event.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ id: event.id, title: event.title, ticketsSold: 1 });
    expect(await listed()).toEqual({
      catalog: true,
      page: 200,
      inventory: true,
      deletedList: false,
      stats: true,
      admits: true,
    });

    const [deleteRow] = await auditOf('event.delete', event.id);
    expect(deleteRow).toMatchObject({
      actorEmail: 'admin@pentas.test',
      targetType: 'event',
      before: { deletedAt: null },
      after: { deletedAt: expect.any(String) },
      requestId: deleted.headers.get('x-request-id'),
    });
    const [restoreRow] = await auditOf('event.restore', event.id);
    expect(restoreRow).toMatchObject({ before: deleteRow.after, after: { deletedAt: null } });
    expect(await auditOf('event.delete', event.id)).toHaveLength(1);
    expect(await auditOf('event.restore', event.id)).toHaveLength(1);
  });

  it('refuses to restore an unknown event (404) or one not deleted (409), and deleting twice (404), writing nothing', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    expect(expectProblem(await admin.post(`/api/admin/events/${event.id}/restore`), 409).code).toBe(
      'event_not_deleted',
    );
    expectProblem(await admin.post('/api/admin/events/2147483647/restore'), 404);
    expectProblem(await admin.post('/api/admin/events/0/restore'), 422);
    expect((await admin.delete(`/api/events/${event.id}`)).status).toBe(200);
    expectProblem(await admin.delete(`/api/events/${event.id}`), 404);
    expect(await auditOf('event.restore', event.id)).toHaveLength(0);
    expect(await auditOf('event.delete', event.id)).toHaveLength(1);
  });

  it('lets only admins delete or restore: 403 for customer, reseller, organizer (even their own event); 401 signed out', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { deletedAt: new Date() });
    const live = await insertEvent(db, 'organizer@pentas.test');
    for (const email of denied) {
      const client = await signedIn(app, email);
      expectProblem(await client.post(`/api/admin/events/${event.id}/restore`), 403);
      expectProblem(await client.delete(`/api/events/${live.id}`), 403);
    }
    expectProblem(await new Client(app).post(`/api/admin/events/${event.id}/restore`), 401);
    expect(await auditOf('event.restore', event.id)).toHaveLength(0);
    expect(await auditOf('event.delete', live.id)).toHaveLength(0);
  });

  it('writes no audit row when the change rolls back: a delete and its row commit together', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    const before = (await db.select().from(auditLog)).length;
    // Two admins deleting at once: one deletes (one row), the other finds it gone (404, no row).
    const answers = await Promise.all([
      admin.delete(`/api/events/${event.id}`),
      admin.delete(`/api/events/${event.id}`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect((await db.select().from(auditLog)).length).toBe(before + 1);
  });
});
