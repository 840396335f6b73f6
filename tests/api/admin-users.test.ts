import type { components, operations } from '@pentas/openapi';
import { sql as dsql, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../api/src/db/schema';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertAccount, insertCustomers, userId } from '../support/factories';
import { Client, expectProblem } from '../support/http';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

// Input outside the contract (a page that is not a number, an unknown role or action, a body without
// a role) goes through the untyped Client, on the admin's session.
const { app, db, sql } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const untypedAdmin = new Client(app, admin.jar);
const adminId = await userId(db, 'admin@pentas.test');

const auditRows = async (action = 'user.role_change') =>
  db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
const roleOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0].role;
const setRole = (api: ApiClient, userId: string, role: components['schemas']['RoleChange']['role']) =>
  api.PATCH('/api/admin/users/{userId}/role', { params: { path: { userId } }, body: { role } });
const listUsers = (api: ApiClient, query: NonNullable<operations['listUsers']['parameters']['query']> = {}) =>
  api.GET('/api/admin/users', { params: { query } });
const emailsOf = async (call: ReturnType<typeof listUsers>) => (await expectData(call)).map((u) => u.email);
const auditLogPage = (api: ApiClient, query: NonNullable<operations['listAuditLog']['parameters']['query']> = {}) =>
  api.GET('/api/admin/audit-log', { params: { query } });
/** A fresh account made an admin straight in the database, signed in. */
async function freshAdmin(tag: string) {
  const email = await insertAccount(db, 'customer', tag);
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  return { client: await signedInApi(app, email), id: await userId(db, email) };
}

describe('GET /api/admin/users', () => {
  it("lists names in natural order: 'Buyer 2' before 'Buyer 19'", async () => {
    const emails = await insertCustomers(db, 3, 'zq-natural');
    for (const [i, n] of [19, 2, 10].entries()) {
      await db
        .update(users)
        .set({ name: `Zq Natural ${n}` })
        .where(eq(users.email, emails[i]));
    }
    const names = (await expectData(listUsers(admin, { query: 'zq-natural' }))).map((u) => u.name);
    expect(names).toEqual(['Zq Natural 2', 'Zq Natural 10', 'Zq Natural 19']);
  });

  it('pages users by e-mail with the total, and searches e-mail and names in any case', async () => {
    const emails = await insertCustomers(db, 3, 'zq-search');
    await db.update(users).set({ firstName: 'Wilhelmina', lastName: 'Oyelaran' }).where(eq(users.email, emails[1]));
    const page = await listUsers(admin, { pageSize: 2, page: 1 });
    const rows = await expectData(page);
    expect(rows).toHaveLength(2);
    expect(Number(page.response.headers.get('x-total-count'))).toBe((await db.select().from(users)).length);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      firstName: expect.toBeOneOf([expect.any(String), null]),
      lastName: expect.toBeOneOf([expect.any(String), null]),
      name: expect.any(String),
      role: expect.stringMatching(/^(admin|organizer|reseller|customer)$/),
      createdAt: expect.any(String),
    });
    expect(rows[0].name.localeCompare(rows[1].name, 'en', { numeric: true })).toBeLessThanOrEqual(0);

    const byEmail = listUsers(admin, { query: 'ZQ-SEARCH' });
    expect(await emailsOf(byEmail)).toEqual(emails);
    expect((await byEmail).response.headers.get('x-total-count')).toBe('3');
    for (const query of ['wilhelmina', 'OYELARAN', 'mina oye']) {
      expect(await emailsOf(listUsers(admin, { query }))).toEqual([emails[1]]);
    }
  });

  it('takes % and _ in the search literally', async () => {
    expect(await emailsOf(listUsers(admin, { query: '%' }))).toEqual([]);
    expect(await emailsOf(listUsers(admin, { query: '_' }))).toEqual([]);
  });

  it('refuses bad paging and search input with 422', async () => {
    expectProblem(await listUsers(admin, { pageSize: 0 }), 422);
    expectProblem(await listUsers(admin, { pageSize: 101 }), 422);
    expectProblem(await untypedAdmin.get('/api/admin/users?page=x'), 422);
    expectProblem(await listUsers(admin, { query: 'a'.repeat(101) }), 422);
  });

  it('is for admins only: 403 for customer, reseller, organizer; 401 signed out', async () => {
    for (const email of ['customer@pentas.test', 'reseller@pentas.test', 'organizer@pentas.test']) {
      expectProblem(await listUsers(await signedInApi(app, email)), 403);
    }
    expectProblem(await listUsers(apiClient(app)), 401);
  });
});

describe('PATCH /api/admin/users/{userId}/role', () => {
  it("changes another user's role, effective on their very next request, with one audit row", async () => {
    const email = await insertAccount(db, 'customer', 'promoted');
    const id = await userId(db, email);
    const user = await signedInApi(app, email);
    const paymentHealth = () => user.GET('/api/admin/payment-health');
    expectProblem(await paymentHealth(), 403);
    const before = (await auditRows()).length;

    const res = await setRole(admin, id, 'admin');
    expect(await expectData(res)).toMatchObject({ id, email, role: 'admin' });
    // The same session, no new sign-in: the session lookup reads the role on every request.
    await expectData(paymentHealth());
    expect((await expectData(user.GET('/api/auth/user'))).permissions).toContain('manage-users');

    await expectData(setRole(admin, id, 'reseller'));
    expectProblem(await paymentHealth(), 403);

    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorId: adminId,
      actorEmail: 'admin@pentas.test',
      targetType: 'user',
      targetId: id,
      before: { role: 'customer' },
      after: { role: 'admin' },
      requestId: res.response.headers.get('x-request-id'),
    });
    expect(rows[1]).toMatchObject({ before: { role: 'admin' }, after: { role: 'reseller' } });
  });

  it('changes nothing, and writes nothing, when the user already has the role', async () => {
    const id = await userId(db, await insertAccount(db, 'organizer', 'same-role'));
    const before = (await auditRows()).length;
    expect(await expectData(setRole(admin, id, 'organizer'))).toMatchObject({ role: 'organizer' });
    expect(await auditRows()).toHaveLength(before);
  });

  it('refuses an admin their own role (409 own_role), unknown users (404) and unknown roles (422), writing nothing', async () => {
    const before = (await auditRows()).length;
    expect(expectProblem(await setRole(admin, adminId, 'customer'), 409).code).toBe('own_role');
    expect(await roleOf(adminId)).toBe('admin');
    expectProblem(await setRole(admin, 'no-such-user', 'customer'), 404);
    const id = await userId(db, 'customer2@pentas.test');
    const superuser = await untypedAdmin.request('PATCH', `/api/admin/users/${id}/role`, { role: 'superuser' });
    expect(expectProblem(superuser, 422).errors?.[0].path).toBe('role');
    expectProblem(await setRole(admin, 'not an id', 'customer'), 422);
    expectProblem(await untypedAdmin.request('PATCH', `/api/admin/users/${id}/role`, {}), 422);
    expect(await auditRows()).toHaveLength(before);
  });

  it('is for admins only: 403 for customer, reseller, organizer; 401 signed out; nothing written', async () => {
    const id = await userId(db, 'customer2@pentas.test');
    const before = (await auditRows()).length;
    for (const email of ['customer@pentas.test', 'reseller@pentas.test', 'organizer@pentas.test']) {
      expectProblem(await setRole(await signedInApi(app, email), id, 'admin'), 403);
    }
    expectProblem(await setRole(apiClient(app), id, 'admin'), 401);
    expect(await roleOf(id)).toBe('customer');
    expect(await auditRows()).toHaveLength(before);
  });
});

describe('an admin demoted while their request is on its way', () => {
  it("changes nothing: the actor's role is read again under the locks the demotion takes", async () => {
    const demoted = await freshAdmin('admin-demoted');
    const [email] = await insertCustomers(db, 1, 'would-be-admin');
    const target = await userId(db, email);
    const before = (await auditRows()).length;

    // Another admin's demotion of them, in flight: its transaction holds their row until it commits.
    const demotion = transactionHeldOpen(sql, (tx) => tx`update users set role = 'customer' where id = ${demoted.id}`);
    await demotion.opened;
    // Their promotion passes the permission check (the session still reads 'admin'), then waits.
    const promotion = setRole(demoted.client, target, 'admin');
    await vi.waitUntil(async () => (await lockWaiters(sql)) >= 1, { timeout: 5000, interval: 20 });
    demotion.release();
    await demotion.done;

    expectProblem(await promotion, 403);
    expect(await roleOf(target)).toBe('customer');
    expect(await auditRows()).toHaveLength(before);
  });

  it('never promotes after the demotion: 15 promotions raced against the demotion of their admin', async () => {
    for (let race = 0; race < 15; race++) {
      const demoted = await freshAdmin(`admin-race-${race}`);
      const [email] = await insertCustomers(db, 1, `race-target-${race}`);
      const target = await userId(db, email);
      const [promoted, demotion] = await Promise.all([
        setRole(demoted.client, target, 'admin'),
        setRole(admin, demoted.id, 'customer'),
      ]);
      expect(demotion.response.status).toBe(200);
      const rows = await db.select().from(auditLog).where(eq(auditLog.actorId, demoted.id));
      if (promoted.response.status === 200) {
        // Promoted first: its audit row precedes the demotion's.
        const [demotedRow] = await db
          .select()
          .from(auditLog)
          .where(dsql`${auditLog.targetId} = ${demoted.id} and ${auditLog.action} = 'user.role_change'`);
        expect(rows).toHaveLength(1);
        expect(rows[0].id).toBeLessThan(demotedRow.id);
      } else {
        expect(promoted.response.status).toBe(403);
        expect(rows).toHaveLength(0);
        expect(await roleOf(target)).toBe('customer');
      }
      // The tests after this one count the admins.
      await db.update(users).set({ role: 'customer' }).where(eq(users.id, target));
    }
  });
});

describe('the last admin', () => {
  it('survives two admins demoting each other at the same moment: one wins, the other is no longer an admin (403)', async () => {
    const x = await freshAdmin('admin-x');
    const y = await freshAdmin('admin-y');
    // Leave exactly two admins, x and y.
    await expectData(setRole(x.client, adminId, 'organizer'));
    const admins = async () => db.select().from(users).where(eq(users.role, 'admin'));
    expect((await admins()).map((u) => u.id).sort()).toEqual([x.id, y.id].sort());
    const before = (await auditRows()).length;

    // Both requests pass their permission check, then queue on the admins' rows behind this transaction.
    const held = transactionHeldOpen(sql, (tx) => tx`select id from users where role = 'admin' for update`);
    await held.opened;
    const answers = Promise.all([setRole(x.client, y.id, 'customer'), setRole(y.client, x.id, 'customer')]);
    await vi.waitUntil(async () => (await lockWaiters(sql)) >= 2, { timeout: 5000, interval: 20 });
    held.release();
    await held.done;
    const [xy, yx] = await answers;

    expect([xy.response.status, yx.response.status].sort()).toEqual([200, 403]);
    expect(await admins()).toHaveLength(1);
    expect(await auditRows()).toHaveLength(before + 1);

    // The one left can never be demoted: nobody else may, and they may not themselves.
    const [last] = await admins();
    const lastClient = last.id === x.id ? x.client : y.client;
    expect(expectProblem(await setRole(lastClient, last.id, 'customer'), 409).code).toBe('own_role');
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  });

  it('keeps at least one admin whatever the interleaving of many mutual demotions', async () => {
    for (let round = 0; round < 5; round++) {
      const pair = [await freshAdmin(`pair-${round}-a`), await freshAdmin(`pair-${round}-b`)];
      await db
        .update(users)
        .set({ role: 'organizer' })
        .where(dsql`${users.role} = 'admin' and ${users.id} not in (${pair[0].id}, ${pair[1].id})`);
      const answers = await Promise.all([
        setRole(pair[0].client, pair[1].id, 'customer'),
        setRole(pair[1].client, pair[0].id, 'customer'),
      ]);
      expect(answers.filter((a) => a.response.status >= 500)).toEqual([]);
      expect((await db.select().from(users).where(eq(users.role, 'admin'))).length).toBeGreaterThanOrEqual(1);
    }
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  });
});

describe('the audit log', () => {
  it('lists rows newest first, paged, filtered by action and actor; admins only', async () => {
    const all = await expectData(auditLogPage(admin, { pageSize: 100 }));
    expect(all.length).toBeGreaterThan(0);
    const ids = all.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const mine = await auditLogPage(admin, { actorId: adminId, action: 'user.role_change', pageSize: 1 });
    const mineRows = await expectData(mine);
    expect(mineRows).toHaveLength(1);
    expect(mineRows[0]).toMatchObject({
      actor: { id: adminId, email: 'admin@pentas.test' },
      action: 'user.role_change',
    });
    expect(Number(mine.response.headers.get('x-total-count'))).toBe(
      (await auditRows()).filter((r) => r.actorId === adminId).length,
    );
    expectProblem(await untypedAdmin.get('/api/admin/audit-log?action=user.delete'), 422);
    expectProblem(await auditLogPage(await signedInApi(app, 'organizer@pentas.test')), 403);
    expectProblem(await auditLogPage(apiClient(app)), 401);
  });

  it('can never be changed or emptied: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const count = (await db.select().from(auditLog)).length;
    expect(count).toBeGreaterThan(0);
    // drizzle wraps PostgreSQL's error: the trigger's words are its cause.
    const refused = { cause: { message: expect.stringMatching(/^audit_log is append-only/) } };
    await expect(db.execute(dsql`update audit_log set action = 'forged'`)).rejects.toMatchObject(refused);
    await expect(db.execute(dsql`delete from audit_log`)).rejects.toMatchObject(refused);
    await expect(db.execute(dsql`truncate audit_log`)).rejects.toMatchObject(refused);
    expect(await db.select().from(auditLog)).toHaveLength(count);
  });
});
