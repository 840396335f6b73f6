import type { operations } from '@pentas/openapi';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../api/src/db/schema';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertAccount, insertEvent, userId } from '../support/factories';
import { Client, expectProblem } from '../support/http';

// The audit log in words (issue 27): entries carry today's names, filters by actor, action, target and
// Kuala Lumpur days, and the CSV export of the filtered log (admins only).
const { app, db } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const untypedAdmin = new Client(app, admin.jar);

const farahEmail = await insertAccount(db, 'customer', 'audit-farah');
await db
  .update(users)
  .set({ name: 'Farah Ismail', firstName: 'Farah', lastName: 'Ismail' })
  .where(eq(users.email, farahEmail));
const farahId = await userId(db, farahEmail);
await expectData(
  admin.PATCH('/api/admin/users/{userId}/role', { params: { path: { userId: farahId } }, body: { role: 'organizer' } }),
);
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Lakeside Audit Jazz',
  tickets: [{ name: 'VIP', priceMinor: 5000 }],
});
await expectData(
  admin.PUT('/api/ticket-types/{id}', {
    params: { path: { id: event.ticketTypes[0].id } },
    body: { price: '60.00' },
  }),
);
await expectData(admin.DELETE('/api/events/{id}', { params: { path: { id: event.id } } }));

type Query = NonNullable<operations['listAuditLog']['parameters']['query']>;
const page = (client: ApiClient, query: Query = {}) => client.GET('/api/admin/audit-log', { params: { query } });
const actions = async (query: Query) => (await expectData(page(admin, query))).map((e) => e.action);

/** Today on Kuala Lumpur's calendar, and a day either side. */
const klDay = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);

describe('GET /api/admin/audit-log', () => {
  it("gives each entry the actor's, person's, event's and ticket type's names, with their ids", async () => {
    const [roleChange] = await expectData(page(admin, { action: 'user.role_change', targetId: farahId }));
    expect(roleChange).toMatchObject({
      actor: { email: 'admin@pentas.test', name: 'Aminah Yusof', firstName: 'Aminah' },
      person: { id: farahId, name: 'Farah Ismail', email: farahEmail },
      before: { role: 'customer' },
      after: { role: 'organizer' },
      event: null,
    });
    const [priceChange] = await expectData(
      page(admin, { action: 'ticket_type.update', target: 'lakeside audit jazz' }),
    );
    expect(priceChange).toMatchObject({
      event: { id: event.id, title: 'Lakeside Audit Jazz', currency: 'MYR', deleted: true },
      ticketType: { id: event.ticketTypes[0].id, name: 'VIP' },
      before: { priceMinor: 5000 },
      after: { priceMinor: 6000 },
    });
  });

  it('filters by action, actor, target and Kuala Lumpur days, with the total', async () => {
    expect(await actions({ target: 'Lakeside Audit' })).toEqual(['event.delete', 'ticket_type.update']);
    expect(await actions({ target: 'FARAH' })).toEqual(['user.role_change']);
    expect(await actions({ targetType: 'event', targetId: String(event.id) })).toEqual(['event.delete']);
    expect(await actions({ actor: 'aminah', target: 'lakeside audit', action: 'event.delete' })).toEqual([
      'event.delete',
    ]);
    expect(await actions({ actor: 'nobody-acts-so', target: 'lakeside audit' })).toEqual([]);
    expect(await actions({ target: 'lakeside audit', dateFrom: klDay(0), dateTo: klDay(0) })).toHaveLength(2);
    expect(await actions({ target: 'lakeside audit', dateTo: klDay(-1) })).toEqual([]);
    expect(await actions({ target: 'lakeside audit', dateFrom: klDay(1) })).toEqual([]);
    const counted = await page(admin, { target: 'lakeside audit', pageSize: 1 });
    expect(await expectData(counted)).toHaveLength(1);
    expect(counted.response.headers.get('x-total-count')).toBe('2');
  });

  it.each([
    ['dateFrom=2026-02-30', 'dateFrom'],
    ['dateFrom=26-11-2026', 'dateFrom'],
    ['dateFrom=2026-11-20&dateTo=2026-11-19', 'dateFrom'],
    ['action=user.delete', 'action'],
    ['targetType=planet', 'targetType'],
    ['targetId=a%20b', 'targetId'],
    [`actor=${'a'.repeat(101)}`, 'actor'],
    [`target=${'a'.repeat(101)}`, 'target'],
    ['actorId=%27%3B--', 'actorId'],
  ])('refuses %s with a 422 problem naming %s', async (query, field) => {
    const res = await untypedAdmin.get(`/api/admin/audit-log?${query}`);
    const problem = expectProblem(res, 422);
    expect(JSON.stringify(problem)).toContain(field);
    expectProblem(await untypedAdmin.get(`/api/admin/audit-log.csv?${query}`), 422);
  });
});

describe('GET /api/admin/audit-log.csv', () => {
  it('streams the filtered log, newest first, each entry in words', async () => {
    const res = await untypedAdmin.get('/api/admin/audit-log.csv?target=lakeside%20audit');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Entry","When (Asia/Kuala_Lumpur)","What happened","Actor e-mail","Actor id","Action","Target type","Target id","Before","After","Request id"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Aminah deleted the event Lakeside Audit Jazz"');
    expect(lines[2]).toContain(
      '"Aminah changed the ticket type VIP of Lakeside Audit Jazz. Price: RM 50.00 → RM 60.00"',
    );
    expect(lines[1]).toMatch(/^\d+,"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}",/);
    const roles = await untypedAdmin.get(`/api/admin/audit-log.csv?action=user.role_change&targetId=${farahId}`);
    expect(roles.text).toContain('"Aminah changed Farah Ismail from customer to organizer"');
  });

  it('is for admins only: 403 for organizers, resellers and customers, 401 signed out', async () => {
    for (const email of [
      'organizer@pentas.test',
      'customer@pentas.test',
      await insertAccount(db, 'reseller', 'audit-r'),
    ]) {
      const other = new Client(app, (await signedInApi(app, email)).jar);
      const res = await other.get('/api/admin/audit-log.csv');
      expectProblem(res, 403);
      expect(res.text).not.toContain('Jazz');
    }
    expectProblem(await new Client(app).get('/api/admin/audit-log.csv'), 401);
  });
});
