import type { Server } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/src/db/client';
import { orders, users } from '../../api/src/db/schema';
import { listenHttp } from '../../api/src/lib/http-server';
import { createTestApp } from '../support/app';
import { insertAccount, insertEvent, userId } from '../support/factories';
import { type Client, signedIn } from '../support/http';
import { openUnreadDownload, type UnreadDownload } from '../support/unread-download';

/**
 * Exports cannot stall the product: downloads that are never read hold no database connection, have
 * a budget of their own (per instance and per account, 429 beyond) and are cut off when the client
 * stops reading. Over real sockets, so the server's writes really wait on a full socket.
 */

// Enough bytes that an unread export outgrows loopback's socket buffers (several MB) and must wait:
// 5,000 tickets of a holder with a 2,000-character name, about 10 MB of CSV.
const TICKETS = 5000;
const LONG_NAME = 'Nur '.repeat(500);

async function bigEvent(db: Database, organizerEmail: string, buyerEmail: string) {
  const event = await insertEvent(db, organizerEmail, { tickets: [{ quantity: TICKETS }] });
  const buyer = await userId(db, buyerEmail);
  const [order] = await db
    .insert(orders)
    .values({ userId: buyer, eventId: event.id, status: 'completed', currency: 'MYR', totalMinor: 0, isManual: true })
    .returning();
  await db.execute(sql`
    with items as (
      insert into order_items (order_id, ticket_type_id, quantity, unit_price_minor)
      select ${order.id}, ${event.ticketTypes[0].id}, 1000, 0 from generate_series(1, ${TICKETS / 1000})
      returning id, quantity)
    insert into tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
    select ${order.id}, items.id, ${event.id}, ${event.ticketTypes[0].id}, ${buyer}
    from items, generate_series(1, items.quantity)`);
  return event.id;
}

/** The app on a real HTTP server, with organizers each owning one big event. */
async function serve(overrides: Record<string, string>, organizers: string[]) {
  const { app, db } = await createTestApp(overrides);
  const buyer = await insertAccount(db, 'customer', `exports-buyer-${organizers[0]}`);
  await db.update(users).set({ name: LONG_NAME }).where(eq(users.email, buyer));
  const server: Server = await listenHttp(app.fetch, {
    PORT: 0,
    HOST: '127.0.0.1',
    TRUST_PROXY: false,
    HTTP_HEADERS_TIMEOUT_SECONDS: 10,
    HTTP_REQUEST_TIMEOUT_SECONDS: 60,
    HTTP_KEEP_ALIVE_SECONDS: 5,
    MAX_CONNECTIONS_PER_ADDRESS: 0,
  });
  const port = (server.address() as { port: number }).port;
  const downloads: UnreadDownload[] = [];
  afterAll(async () => {
    for (const d of downloads) d.socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const accounts = await Promise.all(
    organizers.map(async (tag) => {
      const email = await insertAccount(db, 'organizer', tag);
      const client = await signedIn(app, email);
      const eventId = await bigEvent(db, email, buyer);
      return { email, client, eventId };
    }),
  );
  /** Opens one export of the account's event and leaves it unread. */
  const open = async ({ client, eventId }: { client: Client; eventId: number }, file = 'attendees.csv') => {
    const d = await openUnreadDownload(port, `/api/events/${eventId}/exports/${file}`, client.cookie);
    downloads.push(d);
    return d;
  };
  return { app, accounts, open };
}

/** Settles with `work`'s result, or fails if it takes longer than `ms` (a stalled pool never answers). */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const statuses = (ds: UnreadDownload[]) => ds.map((d) => d.status);

describe('exports left unread (pool of 10, at most 4 exports, 2 per account)', async () => {
  const { app, accounts, open } = await serve(
    { EXPORTS_MAX_CONCURRENT: '4', EXPORTS_MAX_PER_ACCOUNT: '2', EXPORT_WRITE_TIMEOUT_SECONDS: '120' },
    ['budget-a', 'budget-b', 'budget-c'],
  );
  const [a, b, c] = accounts;
  const held: UnreadDownload[] = [];

  it('leave sign-in and my-orders answering promptly, and the exports beyond the budget get 429', async () => {
    // Twelve downloads, more than the pool's ten connections, opened one after another.
    const ofA = [await open(a), await open(a), await open(a, 'orders.csv'), await open(a)];
    const ofB = [await open(b), await open(b), await open(b), await open(b, 'orders.csv')];
    const ofC = [await open(c), await open(c), await open(c), await open(c)];
    held.push(...ofA.slice(0, 2), ...ofB.slice(0, 2));
    expect(statuses(ofA)).toEqual([200, 200, 429, 429]);
    // Another organizer can still export while A is at their cap; past the instance's four, nobody can.
    expect(statuses(ofB)).toEqual([200, 200, 429, 429]);
    expect(statuses(ofC)).toEqual([429, 429, 429, 429]);
    const refused = ofA[2];
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // The held downloads are really waiting on their sockets, not finished into the buffers.
    expect(held.every((d) => !d.socket.destroyed)).toBe(true);

    const buyer = await within(5000, 'sign-in', signedIn(app, 'customer@pentas.test'));
    const mine = await within(5000, 'my-orders', buyer.get('/api/my-orders'));
    expect(mine.status).toBe(200);
    expect(held.every((d) => !d.socket.destroyed)).toBe(true);
  });

  it('answers 429 too_many_exports as problem+json', async () => {
    const problem = await app.request(`http://localhost/api/events/${c.eventId}/exports/attendees.csv`, {
      headers: { cookie: c.client.cookie },
    });
    expect(problem.status).toBe(429);
    expect(problem.headers.get('retry-after')).toBe('10');
    expect(await problem.json()).toMatchObject({ status: 429, code: 'too_many_exports' });
  });

  it('frees a slot when its client aborts', async () => {
    const [first] = held.splice(0, 1);
    first.socket.destroy();
    // A's own second place and the instance's fourth are free again: A can export once more.
    await expect.poll(async () => (await open(a)).status, { timeout: 5000 }).toBe(200);
  });

  it('frees a slot when the download completes', async () => {
    const bytes = await held[2].readToEnd();
    expect(bytes).toBeGreaterThan(TICKETS * LONG_NAME.length);
    await expect.poll(async () => (await open(c)).status, { timeout: 5000 }).toBe(200);
  });
});

describe('a client that stops reading (write timeout 1 s, 1 export per account)', async () => {
  const { accounts, open } = await serve(
    { EXPORTS_MAX_CONCURRENT: '4', EXPORTS_MAX_PER_ACCOUNT: '1', EXPORT_WRITE_TIMEOUT_SECONDS: '1' },
    ['timeout-a'],
  );
  const [a] = accounts;

  it('is cut off, and its slot is freed', async () => {
    const stalled = await open(a);
    expect(stalled.status).toBe(200);
    expect((await open(a)).status).toBe(429);
    // The slot comes back by itself once the client has not read for a second...
    await expect.poll(async () => (await open(a)).status, { timeout: 10_000, interval: 250 }).toBe(200);
    // ...because the server reset the connection: reading now gets what the buffers held, not the file.
    const bytes = await within(10_000, 'reading the cut-off download', stalled.readToEnd());
    expect(bytes).toBeLessThan(TICKETS * LONG_NAME.length);
  });
});
