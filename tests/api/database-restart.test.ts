import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { embeddedUrl } from '../../api/src/db/embedded';
import { alive, postmasterPid } from '../../api/src/db/postmaster';
import * as schema from '../../api/src/db/schema';
import { orders, ticketTypes, users } from '../../api/src/db/schema';
import { ORIGIN } from '../support/app';
import {
  type Buyer,
  type CheckoutOutcome,
  checkout,
  checkoutUntilDone,
  expectNoFailureBut503,
  signInBuyer,
} from '../support/checkout-burst';
import { TEST_AUTH_SECRET } from '../support/constants';
import { insertEvent } from '../support/factories';
import { freePort } from '../support/ports';
import { startServerProcess, waitUntilReady } from '../support/server-process';

// The product as `npm start` runs it, with its embedded PostgreSQL, whose postmaster is killed with
// SIGKILL in the middle of a checkout burst: the product notices and starts it again by itself.

const BUYERS = 30;
const STOCK = 20;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pentas-pgkill-'));
const databaseDir = path.join(dataDir, 'postgres');
const [port, pgPort] = [await freePort(), await freePort()];
const baseUrl = `http://127.0.0.1:${port}`;
const server = startServerProcess({
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  EMBEDDED_PG_PORT: String(pgPort),
  SIGN_IN_MAX_ATTEMPTS: '1000',
  APP_URL: ORIGIN,
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
});
await waitUntilReady(server, baseUrl);
// The test's own connection, kept idle while PostgreSQL is killed.
const testSql = postgres(embeddedUrl(pgPort), { max: 1, onnotice: () => undefined });
const db = drizzle(testSql, { schema });

afterAll(async () => {
  await testSql.end({ timeout: 1 }).catch(() => undefined);
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
  const pid = await postmasterPid(databaseDir);
  if (pid !== null && alive(pid)) process.kill(pid, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** The readiness status, or 0 when no answer came (a connection closed under it): waitUntil stops at a throw. */
const readiness = async () =>
  fetch(`${baseUrl}/readyz`).then(
    (res) => res.status,
    () => 0,
  );

describe('kill -9 of the embedded PostgreSQL during a checkout burst', () => {
  it('restarts it, answers 503 meanwhile, oversells nothing, keeps every sale and sells again', async () => {
    const tag = randomBytes(3).toString('hex');
    const organizer = await signInBuyer(baseUrl, `organizer-${tag}@example.com`, true);
    await db.update(users).set({ role: 'organizer' }).where(eq(users.email, organizer.email));
    const event = await insertEvent(db as never, organizer.email, {
      title: 'Killed database night',
      tickets: [
        { name: 'Hot', priceMinor: 5000, quantity: STOCK },
        { name: 'Later', priceMinor: 5000, quantity: 10 },
      ],
    });
    const [hot, later] = event.ticketTypes;
    const emails = Array.from({ length: BUYERS + 1 }, (_, i) => `kill-${tag}-${i}@buyers.test`);
    const buyers: Buyer[] = await Promise.all(emails.map((email) => signInBuyer(baseUrl, email, true)));
    const lateBuyer = buyers.pop() as Buyer;
    const postmaster = (await postmasterPid(databaseDir)) as number;

    let sales = 0;
    const burst = Promise.all(
      buyers.map(async (buyer) => {
        const tried = await checkoutUntilDone(baseUrl, buyer, event.id, hot.id);
        sales += tried.filter((o) => o.completed).length;
        return tried;
      }),
    );
    await vi.waitUntil(() => sales >= 3, { timeout: 30_000, interval: 2 });
    process.kill(postmaster, 'SIGKILL');
    const killed = performance.now();

    // Away, then back by itself.
    await vi.waitUntil(async () => (await readiness()) === 503, { timeout: 5_000, interval: 20 });
    await vi.waitUntil(async () => (await readiness()) === 200, { timeout: 30_000, interval: 100 });
    expect(performance.now() - killed, 'ready again after the kill (ms)').toBeLessThan(20_000);
    const outcomes: CheckoutOutcome[] = (await burst).flat();

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(await postmasterPid(databaseDir)).not.toBe(postmaster);
    expect(server.output()).toContain(`embedded PostgreSQL (pid ${postmaster}) is gone: restarting it`);
    expectNoFailureBut503(outcomes);

    const [{ sold }] = await db
      .select({ sold: ticketTypes.soldQuantity })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, hot.id));
    expect(sold).toBeLessThanOrEqual(STOCK);
    const acknowledged = outcomes.filter((o) => o.completed).map((o) => o.orderId as string);
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    const kept = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, acknowledged));
    expect(kept.filter((o) => o.status === 'completed')).toHaveLength(acknowledged.length);

    await vi.waitFor(
      async () => expect((await checkout(baseUrl, lateBuyer, event.id, later.id)).completed).toBe(true),
      { timeout: 10_000, interval: 100 },
    );
  }, 180_000);
});
