import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EventLoopUtilization } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { connect, runMigrations } from '../../api/src/db/client';
import { startEmbeddedPostgres } from '../../api/src/db/embedded';
import { createAuth } from '../../api/src/lib/auth';
import { createLogger } from '../../api/src/lib/logger';
import { createTicketSigner, generateTicketSigningKey } from '../../api/src/lib/ticket-signing';
import { seedDemo } from '../../api/src/scripts/seed';
import { freePort } from '../support/ports';

/** What a benchmark may ask the server process (tests/load/bench-app.ts). */
export type BenchQuestion =
  | { ask: 'usage' }
  | { ask: 'profile-start' }
  | { ask: 'profile-stop'; file: string }
  | { ask: 'start-jobs'; smtpUrl: string };

/** The server process's CPU time and event-loop use so far. */
export interface ServerUsage {
  cpu: NodeJS.CpuUsage;
  loop: EventLoopUtilization;
}

/** Sends one question to the server process and waits for its answer. */
async function ask<T>(child: ChildProcess, question: BenchQuestion): Promise<T> {
  const answer = once(child, 'message');
  child.send(question);
  return (await answer)[0] as T;
}

/**
 * The real app for benchmarks: embedded PostgreSQL, migrated and seeded here, and the API in a
 * process of its own on a free port (tests/load/bench-app.ts), so the load this process generates
 * does not share the server's event loop. Request logging is at 'warn' so that the figures measure
 * the work, not the terminal. The server reads this process's environment (loadEnv). `addInstance`
 * starts a second API process on the same database.
 */
export async function startBenchServer() {
  const log = createLogger({ level: 'warn', pretty: false });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pentas-bench-'));
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), port: await freePort(), log });
  const database = connect(pg.url, { max: 20 });
  await runMigrations(database.db);
  const secret = 'bench-secret-bench-secret-bench-secret-0123';
  await seedDemo({
    db: database.db,
    log,
    auth: createAuth({ db: database.db, log, secret, baseURL: 'http://127.0.0.1' }),
  });
  const ticketKey = generateTicketSigningKey();
  const benchEnv = { BENCH_DATABASE_URL: pg.url, BENCH_SECRET: secret, BENCH_DIR: dir, BENCH_TICKET_KEY: ticketKey };
  const first = await startInstance(benchEnv);
  const more: BenchInstance[] = [];
  const jobProcesses: { stop: () => Promise<unknown> }[] = [];
  return {
    ...first,
    sql: database.sql,
    /** Signs ticket codes the way the server expects them (benchmarks of the door). */
    ticketSigner: createTicketSigner(ticketKey),
    /** Another API process on the same database, secret and ticket key (two instances). */
    async addInstance() {
      const instance = await startInstance(benchEnv);
      more.push(instance);
      return instance;
    },
    /** The job engine in a process of its own (tests/load/bench-jobs.ts), sending to `smtpUrl`. */
    async startJobProcess(smtpUrl: string) {
      const jobs = await startProcess('./bench-jobs.ts', { ...benchEnv, BENCH_SMTP_URL: smtpUrl });
      jobProcesses.push(jobs);
      return jobs;
    },
    async stop() {
      await Promise.all([first, ...more, ...jobProcesses].map((instance) => instance.stop()));
      await database.close();
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type BenchInstance = Awaited<ReturnType<typeof startInstance>>;

/** One API process (tests/load/bench-app.ts) on a free port, and the questions it answers. */
async function startInstance(benchEnv: Record<string, string>) {
  const { first, ...rest } = await startProcess('./bench-app.ts', benchEnv);
  const { port } = first as { port: number };
  return { url: `http://127.0.0.1:${port}`, ...rest };
}

/** A process of the benchmark's (the API, or the job engine), its first message, and its questions. */
async function startProcess(file: string, benchEnv: Record<string, string>) {
  const child = fork(new URL(file, import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...benchEnv },
  });
  const first = (await once(child, 'message'))[0] as unknown;
  return {
    child,
    first,
    /** The process's CPU and event-loop use so far (take two and subtract). */
    usage: () => ask<ServerUsage>(child, { ask: 'usage' }),
    /** A CPU profile of the server process from now until the returned stop(), written to `file`. */
    async profile(file: string) {
      await ask(child, { ask: 'profile-start' });
      return { stop: () => ask(child, { ask: 'profile-stop', file }) };
    },
    /** The job engine inside this process, as api/src/server.ts runs it, sending to `smtpUrl`. */
    startJobs: (smtpUrl: string) => ask(child, { ask: 'start-jobs', smtpUrl }),
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
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
export function measure(name: string, url: string, paths: string[], options = { connections: 32, duration: 8 }) {
  let i = 0;
  return measureSteps(name, url, [() => ({ method: 'GET', path: paths[i++ % paths.length] })], options);
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
