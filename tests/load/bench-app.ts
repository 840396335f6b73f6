// The API under benchmark, in a process of its own (started by bench-server.ts): the load generator
// must not share the server's event loop, or every figure measures both. Reads its database, auth
// secret and ticket key from the environment; answers the parent's questions over IPC.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { buildApp } from '../../api/src/app';
import { connect } from '../../api/src/db/client';
import { createDeps } from '../../api/src/deps';
import { loadEnv } from '../../api/src/env';
import { startJobEngine } from '../../api/src/jobs/engine';
import { createLogger } from '../../api/src/lib/logger';
import { createTicketSigner } from '../../api/src/lib/ticket-signing';
import { createMailTransport } from '../../api/src/providers/mail';
import type { BenchQuestion } from './bench-server';

const { BENCH_DATABASE_URL: url = '', BENCH_SECRET: secret = '', BENCH_DIR: dir = '' } = process.env;
const log = createLogger({ level: 'warn', pretty: false });
const database = connect(url, { max: 20 });
const env = loadEnv({ ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: url });
const deps = createDeps({
  env,
  db: database.db,
  log,
  secret,
  baseURL: 'http://127.0.0.1',
  storageDir: dir,
  ticketSigner: createTicketSigner(process.env.BENCH_TICKET_KEY ?? ''),
});
const server = serve({ fetch: buildApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  process.send?.({ port: info.port }),
);

let profiler: Session | undefined;
let jobs: Awaited<ReturnType<typeof startJobEngine>> | undefined;
process.on('message', async (question: BenchQuestion) => {
  if (question.ask === 'start-jobs') {
    // The job engine in this process, as the server runs it: its rendering shares this CPU.
    const transport = createMailTransport({ ...env, SMTP_URL: question.smtpUrl }, log);
    jobs = await startJobEngine(deps, { databaseUrl: url, pollingIntervalSeconds: 0.5, transport });
    process.send?.({ ok: true });
  } else if (question.ask === 'usage') {
    process.send?.({ cpu: process.cpuUsage(), loop: performance.eventLoopUtilization() });
  } else if (question.ask === 'profile-start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    process.send?.({ ok: true });
  } else if (question.ask === 'profile-stop' && profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(question.file, JSON.stringify(profile));
    profiler.disconnect();
    process.send?.({ ok: true });
  }
});
process.on('SIGTERM', async () => {
  await jobs?.stop();
  (server as import('node:http').Server).closeAllConnections?.();
  server.close(() => database.close().then(() => process.exit(0)));
});
