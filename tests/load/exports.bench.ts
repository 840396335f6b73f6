// Exports that are never read, next to buyers: one event of EXPORT_TICKETS tickets (100,000 by default),
// EXPORT_DOWNLOADS (30) attendee CSVs of it opened by its organizer and an admin and never read, while
// EXPORT_BUYERS (50) buyers, all at once, sign in and then start EXPORT_CHECKOUTS (4) checkouts one after
// another. The same run goes first without the exports. Prints the buyers' p50 and p99 per request kind with and
// without, beside /healthz probed during each run, and the bar of issue 25: p99 within 2x.
// Run: npm run bench:exports (EXPORTS_MAX_CONCURRENT=30 EXPORTS_MAX_PER_ACCOUNT=30 streams all 30).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fromMinor } from '@pentas/openapi';
import { drizzle } from 'drizzle-orm/postgres-js';
import * as schema from '../../api/src/db/schema';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { insertCustomers, insertEvent } from '../support/factories';
import { openUnreadDownload, type UnreadDownload } from '../support/unread-download';
import { startBenchServer } from './bench-server';

const TICKETS = Number(process.env.EXPORT_TICKETS ?? 100_000);
const DOWNLOADS = Number(process.env.EXPORT_DOWNLOADS ?? 30);
const BUYERS = Number(process.env.EXPORT_BUYERS ?? 50);
const CHECKOUTS = Number(process.env.EXPORT_CHECKOUTS ?? 4);
// One address sends everything here: its sign-in, pending-order and connection caps are lifted so
// that they measure the pool, not the limits (the server reads this process's environment).
process.env.SIGN_IN_MAX_ATTEMPTS ??= '100000';
process.env.MAX_PENDING_ORDERS ??= '100';
process.env.MAX_CONNECTIONS_PER_ADDRESS ??= '0';
// The exports must stay open (unread) for the whole run, however long a loaded machine makes it.
process.env.EXPORT_WRITE_TIMEOUT_SECONDS ??= '600';

const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS + 8 });

interface Answer {
  status: number;
  ms: number;
  body: string;
  cookies: string[];
}

function request(url: string, method: string, path: string, body?: unknown, cookie?: string): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          origin: url,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString(),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    // A kept-alive socket the server closed as it was reused (Node's documented race): send again.
    req.on('error', (err: NodeJS.ErrnoException) =>
      req.reusedSocket && err.code === 'ECONNRESET'
        ? request(url, method, path, body, cookie).then(resolve, reject)
        : reject(err),
    );
    req.end(payload);
  });
}

const cookieOf = (a: Answer) => a.cookies.map((c) => c.split(';')[0]).join('; ');
const quantile = (ms: number[], q: number) => {
  const sorted = [...ms].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

const server = await startBenchServer();
try {
  const db = drizzle(server.sql, { schema });
  const url = server.url;
  const port = Number(new URL(url).port);

  console.log(`Writing one event of ${TICKETS} tickets ...`);
  const big = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ name: 'General', quantity: TICKETS }] });
  const [buyer] = await server.sql<{ id: string }[]>`select id from users where email = 'customer@pentas.test'`;
  await server.sql`
    with o as (
      insert into orders (user_id, event_id, status, currency, total_minor, is_manual)
      select ${buyer.id}, ${big.id}, 'completed', 'MYR', 0, true from generate_series(1, ${Math.ceil(TICKETS / 1000)})
      returning id),
    items as (
      insert into order_items (order_id, ticket_type_id, quantity, unit_price_minor)
      select o.id, ${big.ticketTypes[0].id}, 1000, 0 from o returning id, order_id, quantity)
    insert into tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
    select items.order_id, items.id, ${big.id}, ${big.ticketTypes[0].id}, ${buyer.id}
    from items, generate_series(1, items.quantity)`;
  await server.sql`vacuum analyze`;

  const sale = await insertEvent(db, 'organizer@pentas.test', {
    tickets: [{ name: 'Sale', priceMinor: 5000, quantity: 1_000_000 }],
  });
  const emails = await insertCustomers(db, BUYERS, `exports${Date.now()}`);
  const exporters = await Promise.all(
    ['organizer@pentas.test', 'admin@pentas.test'].map(async (email) =>
      cookieOf(await request(url, 'POST', '/api/auth/sign-in', { email, password: DEMO_PASSWORD })),
    ),
  );

  /** Every buyer at once signs in, then starts CHECKOUTS checkouts of one ticket each. /healthz beside. */
  async function buyersRun() {
    const signIns: number[] = [];
    const checkouts: number[] = [];
    const healthz: number[] = [];
    let failures = 0;
    let running = true;
    const probe = (async () => {
      while (running) healthz.push((await request(url, 'GET', '/healthz')).ms);
    })();
    await Promise.all(
      emails.map(async (email) => {
        const signIn = await request(url, 'POST', '/api/auth/sign-in', { email, password: DEMO_PASSWORD });
        signIns.push(signIn.ms);
        if (signIn.status !== 200) failures += 1;
        for (let n = 0; n < CHECKOUTS; n += 1) {
          const checkout = await request(
            url,
            'POST',
            '/api/create-payment-intent',
            {
              eventId: sale.id,
              currency: 'MYR',
              orderItems: [{ ticketTypeId: sale.ticketTypes[0].id, quantity: 1, unitPrice: fromMinor(5000) }],
            },
            cookieOf(signIn),
          );
          checkouts.push(checkout.ms);
          if (checkout.status !== 200) failures += 1;
        }
      }),
    );
    running = false;
    await probe;
    return { signIns, checkouts, all: [...signIns, ...checkouts], healthz, failures };
  }

  console.log('Warming up ...');
  await buyersRun();
  console.log(`Buyers without exports (${BUYERS} sign-ins, ${BUYERS * CHECKOUTS} checkouts) ...`);
  const without = await buyersRun();

  console.log(`Opening ${DOWNLOADS} attendee exports of the ${TICKETS}-ticket event, never read ...`);
  const downloads: UnreadDownload[] = [];
  for (let i = 0; i < DOWNLOADS; i += 1) {
    downloads.push(
      await openUnreadDownload(port, `/api/events/${big.id}/exports/attendees.csv`, exporters[i % exporters.length]),
    );
  }
  const statusCounts = downloads.reduce<Record<number, number>>(
    (counts, d) => Object.assign(counts, { [d.status]: (counts[d.status] ?? 0) + 1 }),
    {},
  );
  console.log(`  answers: ${JSON.stringify(statusCounts)} (200 streaming and left unread, 429 beyond the budget)`);
  console.log('Buyers with the exports open ...');
  const withExports = await buyersRun();
  for (const d of downloads) d.socket.destroy();

  const row = (name: string, ms: number[], healthz: number[]) =>
    `| ${name} | ${ms.length} | ${quantile(ms, 0.5).toFixed(0)} | ${quantile(ms, 0.99).toFixed(0)} | ${quantile(healthz, 0.99).toFixed(0)} |`;
  console.log('\n| run | requests | p50 ms | p99 ms | /healthz p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [label, run] of [
    ['without exports', without],
    [`with ${DOWNLOADS} unread exports`, withExports],
  ] as const) {
    console.log(row(`${label}: sign-in`, run.signIns, run.healthz));
    console.log(row(`${label}: checkout`, run.checkouts, run.healthz));
    console.log(row(`${label}: all`, run.all, run.healthz));
  }
  const ratio = quantile(withExports.all, 0.99) / quantile(without.all, 0.99);
  console.log(`failed buyer requests: without ${without.failures}, with ${withExports.failures}`);
  console.log(
    `buyers' p99 with / without the exports: ${ratio.toFixed(2)}x (bar: within 2x) ${ratio <= 2 ? 'PASS' : 'FAIL'}`,
  );
  if (ratio > 2 || withExports.failures > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  await server.stop();
}
