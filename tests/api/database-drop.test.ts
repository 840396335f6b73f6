import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import * as schema from '../../api/src/db/schema';
import { orders, ticketTypes } from '../../api/src/db/schema';
import { generateTicketSigningKey } from '../../api/src/lib/ticket-signing';
import { ORIGIN } from '../support/app';
import {
  type Buyer,
  type CheckoutOutcome,
  checkout,
  checkoutUntilDone,
  expectNoFailureBut503,
  signInBuyer,
} from '../support/checkout-burst';
import { TEMPLATE_DB, TEST_AUTH_SECRET } from '../support/constants';
import { insertCustomers, insertEvent } from '../support/factories';
import { freePort } from '../support/ports';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../support/server-process';

const BUYERS = 30;
const STOCK = 20;

const adminUrl = inject('pgAdminUrl');
const name = `drop_${randomBytes(6).toString('hex')}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
await admin.unsafe(`create database ${name} template ${TEMPLATE_DB}`);
const databaseUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
// The test's own connection is named, so that terminating "the app's backends" spares it.
const testSql = postgres(databaseUrl, {
  max: 2,
  onnotice: () => undefined,
  connection: { application_name: 'dbdrop-test' },
});
const db = drizzle(testSql, { schema });

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pentas-drop-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server: ServerProcess = startServerProcess({
  NODE_ENV: 'production',
  APP_URL: ORIGIN,
  BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
  TICKET_SIGNING_KEY: generateTicketSigningKey(),
  SIGN_IN_MAX_ATTEMPTS: '1000',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
});
await waitUntilReady(server, baseUrl);

afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
  await testSql.end();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** Terminates every backend the app has open on its database; returns how many. */
async function terminateAppBackends() {
  const rows = await admin`
    select pg_terminate_backend(pid) as done from pg_stat_activity
    where datname = ${name} and application_name <> 'dbdrop-test' and pid <> pg_backend_pid()`;
  return rows.length;
}
const appBackendsBusy = async () =>
  (
    await admin`select count(*)::int as n from pg_stat_activity
      where datname = ${name} and application_name <> 'dbdrop-test' and state = 'active'`
  )[0].n > 0;

describe('the database drops every connection during a checkout burst', () => {
  it('keeps the process up, answers 503 for what was cut, oversells nothing and keeps every sale', async () => {
    const event = await insertEvent(db as never, 'organizer@pentas.test', {
      title: 'Dropped connections night',
      tickets: [
        { name: 'Hot', priceMinor: 5000, quantity: STOCK },
        { name: 'Later', priceMinor: 5000, quantity: 10 },
      ],
    });
    const [hot, later] = event.ticketTypes;
    const emails = await insertCustomers(db as never, BUYERS + 1, `drop-${randomBytes(3).toString('hex')}`);
    const buyers: Buyer[] = await Promise.all(emails.map((email) => signInBuyer(baseUrl, email)));
    const lateBuyer = buyers.pop() as Buyer;

    let sales = 0;
    let done = 0;
    const burst = Promise.all(
      buyers.map(async (buyer) => {
        const tried = await checkoutUntilDone(baseUrl, buyer, event.id, hot.id);
        sales += tried.filter((o) => o.completed).length;
        done += 1;
        return tried;
      }),
    );
    // Twice, with sales made before each: while the burst's queries run, every backend of the app is
    // terminated at once. On a quick machine a query may never be seen running: four sales later the
    // pool's connections are cut anyway, between the burst's queries.
    let cuts = 0;
    for (const salesBefore of [2, 8]) {
      const cutNow = async () => sales >= salesBefore + 4 || (sales >= salesBefore && (await appBackendsBusy()));
      await vi.waitUntil(async () => done === buyers.length || (await cutNow()), {
        timeout: 30_000,
        interval: 2,
      });
      if (done === buyers.length) break;
      cuts += await terminateAppBackends();
    }
    const outcomes: CheckoutOutcome[] = (await burst).flat();
    expect(cuts, 'backends terminated during the burst').toBeGreaterThan(0);
    expect(server.child.exitCode, server.output()).toBeNull();
    expectNoFailureBut503(outcomes);

    // Nothing oversold, and every sale acknowledged is still a completed order with its ticket.
    const [{ sold }] = await db
      .select({ sold: ticketTypes.soldQuantity })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, hot.id));
    expect(sold).toBeLessThanOrEqual(STOCK);
    const acknowledged = outcomes.filter((o) => o.completed).map((o) => o.orderId as string);
    if (acknowledged.length > 0) {
      const kept = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(inArray(orders.id, acknowledged));
      expect(kept.filter((o) => o.status === 'completed')).toHaveLength(acknowledged.length);
      const [{ n }] =
        await testSql`select count(*)::int as n from tickets t join order_items oi on oi.id = t.order_item_id
        where oi.order_id in ${testSql(acknowledged)}`;
      expect(n).toBe(acknowledged.length);
    }

    // Service comes back by itself: ready, and a checkout succeeds again, within seconds. (A cut just as
    // the burst ended leaves dead connections in the pool: the first query on one answers 503.)
    await vi.waitFor(async () => expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });
    await vi.waitFor(
      async () => expect((await checkout(baseUrl, lateBuyer, event.id, later.id)).completed).toBe(true),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
  }, 120_000);
});
