// Flash sale: FLASH_BUYERS buyers, each signed in to an account of their own (the per-account
// checkout limits), race for one hot ticket type of FLASH_STOCK tickets through the HTTP API (demo
// payments), FLASH_CONCURRENCY requests in flight at a time (a pool: each finished request starts the
// next). Then, on the same database and the same connection pool (the app's, 20 connections), the
// same number of bare conditional UPDATEs that hold the stock, as the ceiling. Exits non-zero when
// a ticket was oversold or the held orders do not add up to the sold quantity.
// Run: npm run bench:flash-sale   (FLASH_BUYERS=500 FLASH_STOCK=200 FLASH_CONCURRENCY=50)
// Then the same sale again with a second API process on the same database, the buyers alternating
// between the two (round-robin), printed beside the first.
// FLASH_PROFILE=sale.cpuprofile writes a CPU profile of the API process during the sale alone
// (open it in Chrome DevTools). FLASH_WATCH=1 also polls the organizer's live analytics view during the
// sale and prints what it showed.
// The checkouts go through a lean HTTP client (lean-http.ts), so that the load generator takes as little
// as it can of the cores the API and PostgreSQL share with it; FLASH_CLIENT=node sends them through
// node:http instead, as before (the sign-ins always are).
// FLASH_MAIL_BACKLOG=1000 runs the sale while that many order confirmations (2 tickets each) drain
// through the job engine to an SMTP server started here: in the API process, as api/src/server.ts runs
// it (FLASH_JOBS=inline, the default), or in a process of its own (FLASH_JOBS=process), whose CPU is then
// not the API's. It prints how many mails went out during the sale.
// Beside the API process's CPU (all its threads) it prints its main thread's (the event loop that answers
// requests: the 1.5 ms budget is held to it, decisions.md item 72), its render threads' and the rest's.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { fromMinor } from '@pentas/openapi';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '../../api/src/db/schema';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { insertCustomers, insertEvent } from '../support/factories';
import { threadCpuBetween, threadCpuMs } from '../support/thread-cpu';
import { type Figures, measure, printTable, type ServerUsage, startBenchServer } from './bench-server';
import { LeanHttpClient } from './lean-http';
import { mailsWaiting, startSmtpSink, writeConfirmationBacklog } from './mail-backlog';

const BUYERS = Number(process.env.FLASH_BUYERS ?? 500);
const MAIL_BACKLOG = Number(process.env.FLASH_MAIL_BACKLOG ?? 0);
const JOBS_APART = process.env.FLASH_JOBS === 'process';
const STOCK = Number(process.env.FLASH_STOCK ?? 200);
const CONCURRENCY = Number(process.env.FLASH_CONCURRENCY ?? 50);
const WARM_UP_CHECKOUTS = Math.min(50, BUYERS);
/**
 * FLASH_CODE_SHARE=0.5: that share of the carts carries a 20% discount code of the sale with
 * FLASH_CODE_USES uses (default a quarter of the stock): the code's uses are taken with the hold, so
 * the run also checks that no code is over-used (docs/design/promo-codes.md).
 */
const CODE_SHARE = Number(process.env.FLASH_CODE_SHARE ?? 0);
const CODE_USES = Number(process.env.FLASH_CODE_USES ?? Math.max(1, Math.floor(STOCK / 4)));
/** Buyer i carries the code when the share's running count steps up at i (evenly spread). */
const carriesCode = (i: number) => Math.floor((i + 1) * CODE_SHARE) > Math.floor(i * CODE_SHARE);
const CEILING_ROUNDS = 5;
/** Issue 16's targets: 15% of the bare UPDATE's rate, at most 1.5 ms of API CPU per checkout. */
const TARGET = 0.15;
const CPU_TARGET_MS = 1.5;
const PRICE_MINOR = 5000;
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

// Read by the server process's loadEnv (it inherits this environment): every buyer signs in from
// the same address.
process.env.SIGN_IN_MAX_ATTEMPTS = String(Math.max(10, BUYERS));

interface Answer {
  status: number;
  ms: number;
  body: string;
  cookies: string[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const NODE_CLIENT = process.env.FLASH_CLIENT === 'node';
const lean = new LeanHttpClient();

/** The organizer's live view of the sale (FLASH_WATCH=1): what /analytics shows, polled as the page does. */
const WATCH = process.env.FLASH_WATCH === '1';
const WATCH_EVERY_MS = 500;

interface LiveSample {
  seconds: number;
  left: number;
  held: number;
  paid: number;
  lastMinute: number;
}

async function watchUntilSettled(watcher: ReturnType<typeof watchLive>) {
  const until = performance.now() + 15_000;
  while (performance.now() < until) await new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS));
  return watcher.stop();
}

/** The samples as a table, one row per change of what the view showed. */
function printLiveView(samples: LiveSample[]) {
  console.log(`\nThe organizer's live view during the sale (GET …/analytics/live every ${WATCH_EVERY_MS} ms;`);
  console.log('with FLASH_WATCH the API CPU per checkout above includes these polls):');
  console.log('| s since the sale began | left | held in checkouts | paid | sold in the last minute |');
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  let last = '';
  for (const x of samples) {
    const row = `${x.left} | ${x.held} | ${x.paid} | ${x.lastMinute}`;
    if (row !== last) console.log(`| ${x.seconds.toFixed(1)} | ${row} |`);
    last = row;
  }
}

/** A JSON GET with a cookie (the live view's poll). */
async function getJson<T>(url: string, path: string, cookie: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Polls the event's live figures every WATCH_EVERY_MS from `started` until stopped, as the Analytics
 * page does (it asks every refreshSeconds; this asks more often, so each change shows when it lands).
 */
function watchLive(url: string, cookie: string, eventId: number, started: number) {
  const samples: LiveSample[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const live = await getJson<{
        ticketTypes: { left: number; held: number; paid: number }[];
        perMinute: { tickets: number }[];
      }>(url, `/api/events/${eventId}/analytics/live`, cookie);
      const [type] = live.ticketTypes;
      samples.push({
        seconds: (performance.now() - started) / 1000,
        left: type.left,
        held: type.held,
        paid: type.paid,
        lastMinute: live.perMinute.at(-1)?.tickets ?? 0,
      });
      await new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return samples;
    },
  };
}

/** The headers a browser sends with a POST to `url`: its Origin and Accept-Encoding. */
const browserHeaders = (url: string) => ({ origin: url, 'accept-encoding': 'gzip, deflate, br' });

/**
 * One JSON POST through node:http's keep-alive agent (lighter than fetch: the load generator shares the
 * machine's cores with the server), with a browser's headers.
 */
function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...browserHeaders(url),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = (
            encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw
          ).toString();
          resolve({ status: res.statusCode ?? 0, ms, body, cookies: res.headers['set-cookie'] ?? [] });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `task(i)` for i in [0, count) with at most `limit` running at once. */
async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function figures(name: string, count: number, seconds: number, latencies: number[], errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 100) / 100;
  return {
    name,
    rps: Math.round(count / seconds),
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
    errors,
  };
}

/** Linux's CPU counters (jiffies): all, and stolen by the host; undefined elsewhere. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms) of every PostgreSQL process on this machine so far (Linux, from /proc; undefined
 * elsewhere): the backends, the WAL writer and the checkpointer all work for the sale.
 */
function postgresCpuMs() {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      const end = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, end) !== 'postgres') continue;
      const fields = stat.slice(end + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    }
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** What PostgreSQL's client backends are doing, sampled every 10 ms on a connection of its own. */
function sampleBackends(connection: postgres.Sql) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      // A run that failed closes the connection under the loop: it ends, and the failure is what is shown.
      const rows = await connection<{ state: string; wait: string | null }[]>`
        select state, wait_event_type || ':' || wait_event as wait from pg_stat_activity
        where backend_type = 'client backend' and datname = current_database() and pid <> pg_backend_pid()
          and state <> 'idle'`.catch(() => undefined);
      if (!rows) return;
      samples += 1;
      for (const r of rows) {
        const key = r.state === 'active' ? (r.wait ?? 'active (on CPU)') : r.state;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return async () => {
    running = false;
    await done;
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, n]) => `${key} ${(n / samples).toFixed(1)}`)
      .join(', ');
  };
}

/** CPU time the server process spent between two readings. */
function cpuBetween(before: ServerUsage, after: ServerUsage): NodeJS.CpuUsage {
  return { user: after.cpu.user - before.cpu.user, system: after.cpu.system - before.cpu.system };
}

const server = await startBenchServer();
let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
const { host, port, user, pass, database } = server.sql.options;
const monitor = postgres({ host: host[0], port: port[0], user, pass: pass ?? undefined, database, max: 1 });
let failed = false;
try {
  const db = drizzle(server.sql, { schema });
  const base = server.url;

  console.log(`Creating and signing in ${BUYERS} buyers ...`);
  const emails = await insertCustomers(db, BUYERS, `flash${Date.now()}`);
  const cookies = await pool(emails.length, 8, async (i) => {
    const res = await post(base, '/api/auth/sign-in', { email: emails[i], password: DEMO_PASSWORD });
    if (res.status !== 200) throw new Error(`sign in as ${emails[i]}: ${res.status} ${res.body}`);
    return res.cookies.map((c) => c.split(';')[0]).join('; ');
  });

  const ticketType = async (quantity: number) => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      tickets: [{ name: 'Flash', priceMinor: PRICE_MINOR, quantity }],
    });
    if (CODE_SHARE > 0) {
      await server.sql`
        insert into promo_codes (event_id, code, kind, discount_type, discount_value, max_uses, created_by)
        select ${event.id}, 'FLASH20', 'discount', 'percent', 20, ${CODE_USES}, organizer_id from events where id = ${event.id}`;
    }
    return { eventId: event.id, ticketTypeId: event.ticketTypes[0].id };
  };
  const checkout = (cookie: string, sale: { eventId: number; ticketTypeId: number }, url = base, withCode = false) => {
    const price = withCode ? PRICE_MINOR - PRICE_MINOR / 5 : PRICE_MINOR;
    const body = {
      eventId: sale.eventId,
      currency: 'MYR',
      orderItems: [{ ticketTypeId: sale.ticketTypeId, quantity: 1, unitPrice: fromMinor(price) }],
      ...(withCode ? { code: 'flash20' } : {}),
    };
    return NODE_CLIENT
      ? post(url, '/api/create-payment-intent', body, { cookie })
      : lean.post(url, '/api/create-payment-intent', JSON.stringify(body), { ...browserHeaders(url), cookie });
  };

  /** The sale's ticket type as it ended: sold, held by pending orders, and orders given an intent. */
  const saleState = async (ticketTypeId: number) => {
    const [row] = await server.sql<{ quantity: number; sold: number; held: number; intents: number }[]>`
      select t.quantity, t.sold_quantity as sold,
             (select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id
               where oi.ticket_type_id = t.id and o.status = 'pending' and o.hold_expires_at is not null) as held,
             (select count(*)::int from orders o where o.event_id = t.event_id and o.payment_intent_id is not null) as intents
      from ticket_types t where t.id = ${ticketTypeId}`;
    return row;
  };

  /** The sale's code as it ended: its uses beyond its limit, and whether they are its held orders' tickets. */
  const codeState = async (eventId: number) => {
    const [row] = await server.sql<{ used: number; maxUses: number; held: number }[]>`
      select pc.used, pc.max_uses as "maxUses",
             (select coalesce(sum(oi.quantity), 0)::int from orders o join order_items oi on oi.order_id = o.id
               where o.promo_code_id = pc.id and o.status in ('pending', 'completed') and oi.list_price_minor is not null) as held
      from promo_codes pc where pc.event_id = ${eventId}`;
    return row
      ? { overUsed: Math.max(0, row.used - row.maxUses), exact: row.used === row.held, used: row.used }
      : undefined;
  };

  // Warm-up (not timed): JIT, prepared statements, sockets. Some buyers start one checkout on
  // another event; one pending order is well within their limits.
  const warmUp = await ticketType(WARM_UP_CHECKOUTS);
  await pool(WARM_UP_CHECKOUTS, CONCURRENCY, (i) => checkout(cookies[i], warmUp));
  const trivial = await measure('GET /healthz (trivial route, autocannon)', base, ['/healthz'], {
    connections: CONCURRENCY,
    duration: 3,
  });

  // The sale.
  const sale = await ticketType(STOCK);
  await server.sql`vacuum analyze`;
  if (MAIL_BACKLOG) {
    process.env.MAIL_PER_SECOND ??= '1000';
    smtp = await startSmtpSink();
    if (JOBS_APART) await server.startJobProcess(smtp.url);
    else await server.startJobs(smtp.url);
    const waiting = await writeConfirmationBacklog(server.sql, MAIL_BACKLOG);
    console.log(
      `${waiting} order confirmations draining during the sale (the job engine ${JOBS_APART ? 'in a process of its own' : 'in the API process'}) ...`,
    );
    // The engine has picked them up (dispatched, the first rendering) before the sale starts.
    while ((await mailsWaiting(server.sql)) >= waiting && smtp.counts().received === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const mailsBefore = smtp?.counts().received ?? 0;
  console.log(`Flash sale: ${BUYERS} buyers, ${STOCK} tickets, ${CONCURRENCY} requests in flight ...`);
  const stopSampling = sampleBackends(monitor);
  const serverBefore = await server.usage();
  const threadsBefore = threadCpuMs(server.child.pid as number);
  const cpuBefore = process.cpuUsage();
  const machineBefore = cpuTimes();
  const postgresBefore = postgresCpuMs();
  const profiler = process.env.FLASH_PROFILE ? await server.profile(process.env.FLASH_PROFILE) : undefined;
  const organizer = WATCH
    ? (await post(base, '/api/auth/sign-in', { email: 'organizer@pentas.test', password: DEMO_PASSWORD })).cookies
        .map((c) => c.split(';')[0])
        .join('; ')
    : '';
  const started = performance.now();
  const watcher = WATCH ? watchLive(base, organizer, sale.eventId, started) : undefined;
  const answers = await pool(BUYERS, CONCURRENCY, (i) => checkout(cookies[i], sale, base, carriesCode(i)));
  const httpSeconds = (performance.now() - started) / 1000;
  await profiler?.stop();
  const serverAfter = await server.usage();
  const threads = threadCpuBetween(threadsBefore, threadCpuMs(server.child.pid as number));
  const loadAtEnd = os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
  const mailsDuring = (smtp?.counts().received ?? 0) - mailsBefore;
  const loadCpu = process.cpuUsage(cpuBefore);
  const machineAfter = cpuTimes();
  const postgresAfter = postgresCpuMs();
  const steal =
    machineBefore && machineAfter
      ? (machineAfter.steal - machineBefore.steal) / Math.max(1, machineAfter.total - machineBefore.total)
      : undefined;
  const serverCpu = cpuBetween(serverBefore, serverAfter);
  const loop = performance.eventLoopUtilization(serverAfter.loop, serverBefore.loop);
  const httpWaits = await stopSampling();
  // The view caches its figures for ANALYTICS_CACHE_SECONDS: watch on until it shows the sale's end
  // (before the bare UPDATE rounds, which the polls would disturb).
  const liveSamples = watcher ? await watchUntilSettled(watcher) : undefined;

  const held = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 409);
  const other = answers.filter((a) => a.status !== 200 && a.status !== 409);
  const row = await saleState(sale.ticketTypeId);
  const oversold = Math.max(0, row.sold - row.quantity);
  const code = await codeState(sale.eventId);

  // The ceiling: the same statement as holdStock, on fresh rows, same attempts, same pool.
  const attempt = async (ticketTypeId: number) => {
    const t = performance.now();
    const rows = await server.sql`
      update ticket_types set sold_quantity = sold_quantity + ${1}
      where id = ${ticketTypeId} and is_active = ${true} and quantity - sold_quantity >= ${1}
      returning id`;
    return { ok: rows.length === 1, ms: performance.now() - t };
  };
  const warmUpRow = await ticketType(STOCK);
  await pool(BUYERS, CONCURRENCY, () => attempt(warmUpRow.ticketTypeId));
  const bare = async (round: number) => {
    const { ticketTypeId } = await ticketType(STOCK);
    const stop = round === 0 ? sampleBackends(monitor) : undefined;
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const results = await pool(BUYERS, CONCURRENCY, () => attempt(ticketTypeId));
    const seconds = (performance.now() - t0) / 1000;
    return { results, seconds, cpu: process.cpuUsage(cpu), waits: await stop?.() };
  };
  const rounds = [];
  for (let r = 0; r < CEILING_ROUNDS; r++) rounds.push(await bare(r));
  const best = rounds.reduce((a, b) => (b.seconds < a.seconds ? b : a));

  const bareCount = (ok: boolean) => best.results.filter((r) => r.ok === ok);
  const ceilingRow = figures(
    `bare conditional UPDATE (best of ${CEILING_ROUNDS})`,
    BUYERS,
    best.seconds,
    best.results.map((r) => r.ms),
    0,
  );
  const httpRow = figures(
    'HTTP checkout: all answers (200 + 409)',
    held.length + refused.length,
    httpSeconds,
    answers.map((a) => a.ms),
    other.length,
  );
  printTable(
    [
      ceilingRow,
      figures(
        'bare UPDATE: rows taken',
        bareCount(true).length,
        best.seconds,
        bareCount(true).map((r) => r.ms),
        0,
      ),
      httpRow,
      figures(
        'HTTP checkout: held (200)',
        held.length,
        httpSeconds,
        held.map((a) => a.ms),
        other.length,
      ),
      figures(
        'HTTP checkout: sold out (409)',
        refused.length,
        httpSeconds,
        refused.map((a) => a.ms),
        other.length,
      ),
      trivial,
    ],
    ceilingRow,
  );

  const ratio = httpRow.rps / ceilingRow.rps;
  const consistent = row.held === row.sold && held.length === row.sold && row.intents === held.length;
  const cpuMs = (usage: NodeJS.CpuUsage, count: number) => ((usage.user + usage.system) / 1000 / count).toFixed(2);
  const perCheckout = (ms: number) => (ms / BUYERS).toFixed(2);
  const mainCpu = perCheckout(threads.main);
  const otherStatuses = [...new Set(other.map((a) => `${a.status} ${a.body.slice(0, 120)}`))].join('; ');
  console.log(`
HTTP sale: ${answers.length} requests in ${httpSeconds.toFixed(2)} s; 200: ${held.length}, 409: ${refused.length}, other: ${other.length}${other.length ? ` (${otherStatuses})` : ''}
bare UPDATE rounds: ${rounds.map((r) => `${Math.round(BUYERS / r.seconds)}/s`).join(', ')}
ticket type: quantity ${row.quantity}, sold ${row.sold}, held by pending orders ${row.held}, orders with an intent ${row.intents}: ${consistent ? 'consistent' : 'INCONSISTENT'}
oversold: ${oversold}${code ? `\ncode (${CODE_SHARE * 100}% of carts, ${CODE_USES} uses): used ${code.used}, over-used ${code.overUsed}, ${code.exact ? 'equal to its held tickets' : 'NOT its held tickets'}` : ''}

Where the time went (the API, this load generator and PostgreSQL are three processes on this machine's ${os.availableParallelism()} cores):
  API process CPU per checkout ${cpuMs(serverCpu, BUYERS)} ms (all its threads), its event loop busy ${(loop.utilization * 100).toFixed(0)}%
    its main thread (the event loop that answers requests) ${mainCpu} ms, its render threads ${perCheckout(threads.render)} ms (${Math.round(threads.render)} ms in all), other threads (V8, libuv) ${perCheckout(threads.other)} ms (/proc/<pid>/task, 10 ms ticks)
  load generator CPU per checkout ${cpuMs(loadCpu, BUYERS)} ms (${NODE_CLIENT ? 'node:http' : 'lean-http.ts'}); per bare UPDATE ${cpuMs(best.cpu, BUYERS)} ms
  PostgreSQL CPU per checkout (all its processes): ${postgresBefore === undefined || postgresAfter === undefined ? 'n/a' : `${((postgresAfter - postgresBefore) / BUYERS).toFixed(2)} ms`}
  PostgreSQL backends, mean per 10 ms sample, during the sale: ${httpWaits}
                                              during bare UPDATE: ${rounds[0].waits}
  (Client:ClientRead and 'idle in transaction' = waiting for the API process; Lock:* = waiting for the hot row)
  CPU stolen by the host during the sale: ${steal === undefined ? 'n/a' : `${(steal * 100).toFixed(0)}% (figures are unsteady when this is high)`}
  load average (1, 5, 15 min) as the sale ended: ${loadAtEnd} (other work on the machine)

ratio HTTP answers/s ÷ bare UPDATE statements/s: ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET * 100}%) ${ratio >= TARGET ? 'PASS' : 'FAIL'}
API main-thread CPU per checkout (the request path; decisions.md item 72): ${mainCpu} ms (target ≤ ${CPU_TARGET_MS} ms) ${Number(mainCpu) <= CPU_TARGET_MS ? 'PASS' : 'FAIL'}
API process CPU per checkout (all threads, mail rendering included): ${cpuMs(serverCpu, BUYERS)} ms
zero oversold: ${oversold === 0 ? 'PASS' : 'FAIL'}`);
  if (smtp) {
    console.log(
      `mail: ${mailsDuring} confirmations sent during the sale (job engine ${JOBS_APART ? 'in its own process' : 'in the API process'}), ${await mailsWaiting(server.sql)} still waiting after it`,
    );
  }
  if (liveSamples) printLiveView(liveSamples);

  // Two instances on one database: a second API process, buyers alternating between the two.
  const second = await server.addInstance();
  const instances = [server, second];
  const warmSecond = await ticketType(WARM_UP_CHECKOUTS);
  await pool(WARM_UP_CHECKOUTS, CONCURRENCY, (i) => checkout(cookies[i], warmSecond, second.url));
  const sale2 = await ticketType(STOCK);
  await server.sql`vacuum analyze`;
  const before2 = await Promise.all(instances.map((i) => i.usage()));
  const started2 = performance.now();
  const answers2 = await pool(BUYERS, CONCURRENCY, (i) =>
    checkout(cookies[i], sale2, instances[i % 2].url, carriesCode(i)),
  );
  const seconds2 = (performance.now() - started2) / 1000;
  const after2 = await Promise.all(instances.map((i) => i.usage()));
  const cpu2 = before2
    .map((b, i) => cpuBetween(b, after2[i]))
    .reduce((a, b) => ({ user: a.user + b.user, system: a.system + b.system }));
  const row2 = await saleState(sale2.ticketTypeId);
  const held2 = answers2.filter((a) => a.status === 200).length;
  const other2 = answers2.filter((a) => a.status !== 200 && a.status !== 409).length;
  const oversold2 = Math.max(0, row2.sold - row2.quantity);
  const code2 = await codeState(sale2.eventId);
  const consistent2 = row2.held === row2.sold && held2 === row2.sold && row2.intents === held2;
  const twoRow = figures(
    'two instances, round-robin: all answers',
    answers2.length - other2,
    seconds2,
    answers2.map((a) => a.ms),
    other2,
  );
  console.log(`
One instance and two (a second API process on the same database, each with its own pool of 20;
the buyers alternate between them; the API CPU is both processes' together):
| run | answers/s | p50 ms | p99 ms | API CPU per checkout | oversold | consistent |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
| one instance | ${httpRow.rps} | ${httpRow.p50} | ${httpRow.p99} | ${cpuMs(serverCpu, BUYERS)} ms | ${oversold} | ${consistent ? 'yes' : 'NO'} |
| two instances | ${twoRow.rps} | ${twoRow.p50} | ${twoRow.p99} | ${cpuMs(cpu2, BUYERS)} ms | ${oversold2} | ${consistent2 ? 'yes' : 'NO'} |${code2 ? `\ntwo instances' code: used ${code2.used}, over-used ${code2.overUsed}, ${code2.exact ? 'equal to its held tickets' : 'NOT its held tickets'}` : ''}
Here both instances share the machine's 2 cores with PostgreSQL and this load generator, so their rate
says little about a second machine; what it shows is that the sale stays exact across processes, and
what each checkout costs in API CPU, which is the capacity a second machine adds.`);
  const codeWrong = [code, code2].some((c) => c && (c.overUsed > 0 || !c.exact));
  failed = oversold > 0 || !consistent || oversold2 > 0 || !consistent2 || codeWrong;
} finally {
  await smtp?.close();
  agent.destroy();
  lean.close();
  await monitor.end();
  await server.stop();
}
if (failed) process.exitCode = 1;
