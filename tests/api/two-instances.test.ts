import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { connect } from '../../api/src/db/client';
import { orders, ticketTypes, users } from '../../api/src/db/schema';
import { generateTicketSigningKey } from '../../api/src/lib/ticket-signing';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { type ApiClient, apiClient, expectData } from '../support/api-client';
import { ORIGIN, type TestApp } from '../support/app';
import { payDemo } from '../support/checkout';
import { TEST_AUTH_SECRET } from '../support/constants';
import { CookieJar } from '../support/cookie-jar';
import { insertAccount, insertCustomers, insertEvent } from '../support/factories';
import { transactionHeldOpen } from '../support/locks';
import { freePort } from '../support/ports';
import { readQrPng } from '../support/qr';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../support/server-process';

/**
 * Pentas as two instances behind one load balancer: two server processes on two ports, configured as
 * production is (NODE_ENV=production, one APP_URL, the shared secrets), on one PostgreSQL (the test
 * run's embedded one, through DATABASE_URL). Each client below talks to one instance or the other
 * over real HTTP; a shared cookie jar is a browser whose requests the balancer spreads.
 */
const CATALOG_CACHE_SECONDS = 1;
const shared = {
  NODE_ENV: 'production',
  APP_URL: ORIGIN,
  BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
  TICKET_SIGNING_KEY: generateTicketSigningKey(),
  CATALOG_CACHE_SECONDS: String(CATALOG_CACHE_SECONDS),
  SWEEP_INTERVAL_SECONDS: '1',
  // Every sign-in of this file comes from 127.0.0.1.
  SIGN_IN_MAX_ATTEMPTS: '1000',
  LOG_LEVEL: 'info',
};

// An empty database: both instances start at once and must agree on who migrates it.
const adminUrl = inject('pgAdminUrl');
const name = `two_${randomBytes(6).toString('hex')}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
await admin.unsafe(`create database ${name}`);
const databaseUrl = adminUrl.replace(/\/postgres$/, `/${name}`);

const dataDirs: string[] = [];
const running: ServerProcess[] = [];
/** An instance of the app on the shared database; its connections carry `name` in pg_stat_activity. */
async function startInstance(name: string, settings: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pentas-two-'));
  dataDirs.push(dir);
  const port = await freePort();
  const server = startServerProcess({
    ...shared,
    ...settings,
    DATABASE_URL: `${databaseUrl}?application_name=${name}`,
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  running.push(server);
  return { ...server, baseUrl: `http://127.0.0.1:${port}` };
}
const [one, two] = await Promise.all([
  startInstance('pentas-one', { SEED_DEMO: 'true' }),
  startInstance('pentas-two', { SEED_DEMO: 'false' }),
]);
const database = connect(databaseUrl, { max: 4 });
const { db } = database;
// Both were started at once on an empty database: each must come up (one migrates and seeds, the
// other waits for the migrations' lock and finds them applied).
await Promise.all([waitUntilReady(one, one.baseUrl), waitUntilReady(two, two.baseUrl)]);

afterAll(async () => {
  for (const server of running) server.child.kill('SIGTERM');
  await Promise.all(running.map((server) => server.exited));
  await database.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** An instance as the test clients' `app`: their requests go to its port over HTTP. */
function remote(baseUrl: string) {
  const request = async (input: Request | string, init?: RequestInit) => {
    const original = new Request(input, init);
    const url = new URL(original.url);
    const body = ['GET', 'HEAD'].includes(original.method) ? undefined : await original.arrayBuffer();
    return fetch(`${baseUrl}${url.pathname}${url.search}`, {
      method: original.method,
      headers: original.headers,
      body,
    });
  };
  return { request } as unknown as TestApp;
}
const onOne = remote(one.baseUrl);
const onTwo = remote(two.baseUrl);

/** One browser: a cookie jar whose requests go to `app`; `other` is the same browser on the other instance. */
function browser(app: TestApp, jar = new CookieJar()) {
  return apiClient(app, { jar });
}
const otherInstance = (client: ApiClient) => browser(client.app === onOne ? onTwo : onOne, client.jar);

async function signIn(app: TestApp, email: string) {
  const client = browser(app);
  await expectData(client.POST('/api/auth/sign-in', { body: { email, password: DEMO_PASSWORD } }));
  return client;
}

describe('two instances on one PostgreSQL', () => {
  it('both started at once on an empty database (migrations one at a time)', async () => {
    expect(one.output() + two.output()).not.toContain('could not start');
    const [{ n }] = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(n).toBeGreaterThan(0);
  });

  it('takes a session made on one on the other', async () => {
    const customer = await signIn(onOne, 'customer@pentas.test');
    const there = await expectData(otherInstance(customer).GET('/api/auth/user'));
    expect(there.email).toBe('customer@pentas.test');
  });

  it('counts a role change and a sign-out on one at once on the other', async () => {
    const email = await insertAccount(db, 'customer', 'two-roles');
    const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const user = await signIn(onTwo, email);
    const adminOnOne = await signIn(onOne, 'admin@pentas.test');

    await expectData(
      adminOnOne.PATCH('/api/admin/users/{userId}/role', {
        params: { path: { userId: id } },
        body: { role: 'organizer' },
      }),
    );
    expect((await expectData(user.GET('/api/auth/user'))).role).toBe('organizer');

    // Signed out through the other instance; the same cookie, sent to this one again, is refused.
    const sessionCookie = user.jar.cookie;
    expect((await otherInstance(user).POST('/api/auth/sign-out')).response.status).toBe(204);
    const replay = browser(onTwo);
    replay.jar.cookie = sessionCookie;
    expect((await replay.GET('/api/auth/user')).response.status).toBe(401);
  });

  it('scans on one a ticket bought and signed on the other', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      title: 'Two-instance night',
      tickets: [{ name: 'General Admission', priceMinor: 5000, quantity: 50 }],
    });
    const [type] = event.ticketTypes;
    const [email] = await insertCustomers(db, 1, 'two-door');
    const buyer = await signIn(onOne, email);
    const started = await expectData(
      buyer.POST('/api/create-payment-intent', {
        body: {
          eventId: event.id,
          currency: 'MYR',
          orderItems: [{ ticketTypeId: type.id, quantity: 1, unitPrice: '50.00' }],
        },
      }),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, started.orderId));
    await expectData(payDemo(buyer, order.paymentIntentId as string));
    const [ticket] = await expectData(buyer.GET('/api/my-tickets'));
    const { qrCode } = await expectData(buyer.GET('/api/tickets/{id}/qr', { params: { path: { id: ticket.id } } }));
    const code = readQrPng(Buffer.from(qrCode.slice(qrCode.indexOf(',') + 1), 'base64'))?.text as string;

    const staffOnTwo = await signIn(onTwo, 'admin@pentas.test');
    const verdict = await expectData(
      staffOnTwo.POST('/api/scan-ticket', { body: { qrCode: code, eventId: event.id } }),
    );
    expect(verdict).toMatchObject({ canCheckIn: true });
    await expectData(staffOnTwo.POST('/api/tickets/{id}/checkin', { params: { path: { id: ticket.id } } }));
  });

  it('shows an event edited on one on the other within CATALOG_CACHE_SECONDS', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { title: 'Before the edit' });
    const readOnTwo = async () =>
      (await expectData(browser(onTwo).GET('/api/events/{id}', { params: { path: { id: event.id } } }))).title;
    expect(await readOnTwo()).toBe('Before the edit'); // now in the second instance's cache
    const organizer = await signIn(onOne, 'organizer@pentas.test');
    await expectData(
      organizer.PUT('/api/events/{id}', { params: { path: { id: event.id } }, body: { title: 'After the edit' } }),
    );
    const edited = performance.now();
    await vi.waitFor(async () => expect(await readOnTwo()).toBe('After the edit'), { timeout: 10_000, interval: 50 });
    // The cache's age plus one request's time, with room for a slow shared machine.
    expect(performance.now() - edited).toBeLessThan(CATALOG_CACHE_SECONDS * 1000 + 1500);
  });

  describe('one hot ticket type, buyers alternating between the instances', async () => {
    // More tickets than either instance has buyers (15 each): however an instance batches its holds,
    // it cannot take the whole stock, so both must sell. With 15, one instance's first batch once held
    // all 15 while the other's waited (a clean-clone run).
    const STOCK = 20;
    const BUYERS = 30;
    const event = await insertEvent(db, 'organizer@pentas.test', {
      title: 'Two-instance flash sale',
      tickets: [{ name: 'Hot', priceMinor: 5000, quantity: STOCK }],
    });
    const [type] = event.ticketTypes;
    const soldQuantity = async () =>
      (await db.select({ sold: ticketTypes.soldQuantity }).from(ticketTypes).where(eq(ticketTypes.id, type.id)))[0]
        .sold;

    /** The instances with a connection waiting for a lock in this database. */
    const instancesWaiting = async () =>
      new Set(
        (
          await db.$client<{ name: string }[]>`
            select application_name as name from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and application_name like 'pentas-%'`
        ).map((row) => row.name),
      );

    it('never oversells', async () => {
      const emails = await insertCustomers(db, BUYERS, 'two-sale');
      const buyers = await Promise.all(emails.map((email, i) => signIn(i % 2 ? onTwo : onOne, email)));
      // Both instances are made to sell at the same moment: the ticket type's row is held until each
      // instance has a connection waiting for it (a hold call per instance at a time; a later one could
      // otherwise take the whole stock in one batch before the other instance's first call arrives).
      // Counted per instance: two waiting connections were once both the first instance's.
      const rowHeld = transactionHeldOpen(
        db.$client,
        (tx) => tx`select 1 from ticket_types where id = ${type.id} for update`,
      );
      await rowHeld.opened;
      const sale = Promise.all(
        buyers.map((buyer) =>
          buyer.POST('/api/create-payment-intent', {
            body: {
              eventId: event.id,
              currency: 'MYR',
              orderItems: [{ ticketTypeId: type.id, quantity: 1, unitPrice: '50.00' }],
            },
          }),
        ),
      );
      await vi.waitUntil(async () => (await instancesWaiting()).size === 2, { timeout: 10_000, interval: 20 });
      rowHeld.release();
      await rowHeld.done;
      const answers = await sale;
      const statuses = answers.map((a) => a.response.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(STOCK);
      expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - STOCK);
      // Sold on both instances, and never more than there is.
      const winners = answers.flatMap((a, i) => (a.response.status === 200 ? [i % 2] : []));
      expect(new Set(winners)).toEqual(new Set([0, 1]));
      expect(await soldQuantity()).toBe(STOCK);
    });

    it("releases each lapsed hold exactly once with both instances' sweeps running", async () => {
      const held = and(eq(orders.eventId, event.id), eq(orders.status, 'pending'));
      const logged = { one: one.output().length, two: two.output().length };
      // Both sweeps are made to be inside a release at the same moment: the test holds the ticket type's
      // row, the holds lapse, and each instance's sweep (every second) finds them and blocks (on that row,
      // or on the order the other is releasing). Two backends of this database waiting on a lock are
      // the two instances (each sweeps one hold at a time); then the row is let go and they race.
      await db.transaction(async (tx) => {
        await tx.select({ id: ticketTypes.id }).from(ticketTypes).where(eq(ticketTypes.id, type.id)).for('update');
        const lapsed = await db
          .update(orders)
          .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
          .where(held)
          .returning({ id: orders.id });
        expect(lapsed).toHaveLength(STOCK);
        await vi.waitFor(
          async () => {
            const [{ waiting }] = await db.execute<{ waiting: number }>(
              sql`select count(*)::int as waiting from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            );
            expect(waiting).toBe(2);
          },
          { timeout: 15_000, interval: 50 },
        );
      });

      await vi.waitFor(async () => expect(await db.$count(orders, held)).toBe(0), { timeout: 20_000, interval: 100 });
      expect(await soldQuantity()).toBe(0);
      const cancelled = await db.$count(orders, and(eq(orders.eventId, event.id), eq(orders.status, 'cancelled')));
      expect(cancelled).toBe(STOCK);
      // Each instance logs the holds its own sweep released: together, each hold once.
      const released = (output: string) =>
        output
          .split('\n')
          .filter((line) => line.includes('"checkout sweep"'))
          .reduce((sum, line) => sum + (JSON.parse(line).released as number), 0);
      const byOne = () => released(one.output().slice(logged.one));
      const byTwo = () => released(two.output().slice(logged.two));
      // A sweep logs after its releases commit, and a busy machine may deliver that line through the
      // child's pipe a moment after the orders read as released: wait for the lines, then count.
      await vi.waitFor(() => expect(byOne() + byTwo()).toBeGreaterThanOrEqual(STOCK), {
        timeout: 10_000,
        interval: 50,
      });
      expect(byOne() + byTwo()).toBe(STOCK);
      console.log(`lapsed holds released: ${byOne()} by one instance, ${byTwo()} by the other`);
    });
  });
});
