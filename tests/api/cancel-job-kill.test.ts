import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { events, orders, refunds, tickets } from '../../api/src/db/schema';
import { generateTicketSigningKey } from '../../api/src/lib/ticket-signing';
import { createTestApp } from '../support/app';
import { TEST_AUTH_SECRET } from '../support/constants';
import { insertCustomers, insertEvent, userId } from '../support/factories';
import { insertPaidOrders } from '../support/paid-orders';

/**
 * The cancellation job killed with SIGKILL halfway (issue 29): the job engine runs in a process of its
 * own (tests/load/bench-jobs.ts, as the benchmark runs it), is killed while it writes a cancelled
 * event's refunds, and another is started. Its open batch rolled back with it; the new one refunds the
 * rest, and every order is refunded exactly once.
 */
const ORDERS = 600;
const { db, databaseUrl } = await createTestApp();

/** A job engine in a process of its own, started on the test's database; answers once it runs. */
async function jobProcess(): Promise<ChildProcess> {
  // No BENCH_SMTP_URL: mail stays in the outbox's rows; only the refunds are under test.
  const child = fork(new URL('../load/bench-jobs.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SECRET: TEST_AUTH_SECRET,
      BENCH_DIR: mkdtempSync(path.join(os.tmpdir(), 'pentas-kill-')),
      BENCH_TICKET_KEY: generateTicketSigningKey(),
    },
    stdio: 'ignore',
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  await once(child, 'message');
  return child;
}

const cancellationRefunds = async (orderIds: string[]) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(sql`${inArray(refunds.orderId, orderIds)} and ${refunds.cause} = 'event_cancelled'`)
  )[0].n;

describe('the cancellation job killed halfway', () => {
  it('refunds every order exactly once after a SIGKILL and a restart', async () => {
    const buyers = await Promise.all((await insertCustomers(db, 20, 'kill-buyer')).map((email) => userId(db, email)));
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ quantity: ORDERS + 10 }] });
    const orderIds = await insertPaidOrders(db, {
      eventId: event.id,
      ticketTypeId: event.ticketTypes[0].id,
      buyers,
      count: ORDERS,
    });

    const first = await jobProcess();
    await db.update(events).set({ cancelledAt: new Date(), cancelReason: 'Storm' }).where(eq(events.id, event.id));
    await db.execute(sql`select pg_notify('refunds', '')`);
    // Some batches committed, not all: then the process dies with one open.
    await vi.waitUntil(async () => (await cancellationRefunds(orderIds)) >= 100, { timeout: 60_000, interval: 20 });
    first.kill('SIGKILL');
    await once(first, 'exit');
    const beforeRestart = await cancellationRefunds(orderIds);
    expect(beforeRestart).toBeLessThan(ORDERS);

    await jobProcess();
    await vi.waitUntil(
      async () => {
        const [{ left }] = await db
          .select({ left: sql<number>`count(*)::int` })
          .from(refunds)
          .where(sql`${inArray(refunds.orderId, orderIds)} and ${refunds.state} = 'pending'`);
        return (await cancellationRefunds(orderIds)) === ORDERS && left === 0;
      },
      { timeout: 120_000, interval: 100 },
    );

    const written = await db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
    expect(written).toHaveLength(ORDERS);
    expect(new Set(written.map((r) => r.orderId)).size).toBe(ORDERS);
    expect(written.every((r) => r.state === 'succeeded')).toBe(true);
    const paid = await db.select().from(orders).where(inArray(orders.id, orderIds));
    for (const order of paid) expect(order.refundedMinor).toBe(order.totalMinor + order.serviceFeeMinor);
    const held = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(sql`${inArray(tickets.orderId, orderIds)} and ${tickets.status} <> 'refunded'`);
    expect(held[0].n).toBe(0);
    console.info(`cancellation job killed after ${beforeRestart} of ${ORDERS} orders; restarted: each refunded once`);
  }, 240_000);
});
