import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { buildApp } from '../../api/src/app';
import { connect, runMigrations } from '../../api/src/db/client';
import { startEmbeddedPostgres } from '../../api/src/db/embedded';
import { loadEnv } from '../../api/src/env';
import { createAuth } from '../../api/src/lib/auth';
import { createLogger } from '../../api/src/lib/logger';
import { createTicketSigner, generateTicketSigningKey } from '../../api/src/lib/ticket-signing';
import { createCatalogCache } from '../../api/src/modules/events/events.service';
import { createPayments } from '../../api/src/providers/payments';
import { createStorage } from '../../api/src/providers/storage';
import { seedDemo } from '../../api/src/scripts/seed';
import { freePort } from '../support/ports';

/**
 * The real app on its own embedded PostgreSQL and a free port, for benchmarks. Request logging is
 * at 'warn' so that the figures measure the work, not the terminal.
 */
export async function startBenchServer() {
  const log = createLogger({ level: 'warn', pretty: false });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pentas-bench-'));
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), port: await freePort(), log });
  const database = connect(pg.url, { max: 20 });
  await runMigrations(database.db);
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: pg.url });
  const secret = 'bench-secret-bench-secret-bench-secret-0123';
  const auth = createAuth({ db: database.db, log, secret, baseURL: 'http://127.0.0.1' });
  const deps = {
    env,
    db: database.db,
    auth,
    log,
    storage: createStorage(env, dir),
    payments: createPayments(env, database.db),
    secret,
    catalogCache: createCatalogCache(env.CATALOG_CACHE_SECONDS),
    ticketSigner: createTicketSigner(generateTicketSigningKey()),
  };
  await seedDemo(deps);
  const app = buildApp(deps);
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    sql: database.sql,
    /** Signs ticket codes the way the server expects them (benchmarks of the door). */
    ticketSigner: deps.ticketSigner,
    async stop() {
      (server as import('node:http').Server).closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run; `paths` are cycled through, one per request. */
export async function measure(
  name: string,
  url: string,
  paths: string[],
  options = { connections: 32, duration: 8 },
): Promise<Figures> {
  let i = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/**
 * One autocannon run of a sequence of requests per connection: each step builds its request when it
 * is sent (`context` is the connection's own, so a step can reuse what the previous one chose).
 * `amount` stops after that many requests instead of after `duration` seconds.
 */
export async function measureSteps(
  name: string,
  url: string,
  steps: ((context: Record<string, unknown>) => BenchRequest)[],
  options: { connections?: number; duration?: number; amount?: number; headers?: Record<string, string> } = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 32,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 8 }),
    headers: { 'content-type': 'application/json', ...options.headers },
    requests: steps.map((step) => ({
      setupRequest: (req: autocannon.Request, context: object) => ({
        ...req,
        ...step(context as Record<string, unknown>),
      }),
    })),
  });
  return {
    name,
    // Over the whole run (an `amount` run ends part-way through its last second).
    rps: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: Figures[], baseline: Figures) {
  console.log('\n| scenario | req/s | p50 ms | p99 ms | p99 vs trivial | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const ratio = baseline.p99 > 0 ? (r.p99 / baseline.p99).toFixed(2) : 'n/a';
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${ratio}x | ${r.errors} |`);
  }
}
