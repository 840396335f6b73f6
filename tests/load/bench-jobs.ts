// The job engine under benchmark, in a process of its own (as bench-app.ts is for the API): sends the
// outbox's mails to BENCH_SMTP_URL and answers the parent's questions about its CPU over IPC.
import { performance } from 'node:perf_hooks';
import { connect } from '../../api/src/db/client';
import { createDeps } from '../../api/src/deps';
import { loadEnv } from '../../api/src/env';
import { startJobEngine } from '../../api/src/jobs/engine';
import { createLogger } from '../../api/src/lib/logger';
import { createTicketSigner } from '../../api/src/lib/ticket-signing';
import type { BenchQuestion } from './bench-server';

const { BENCH_DATABASE_URL: url = '', BENCH_SECRET: secret = '', BENCH_DIR: dir = '' } = process.env;
const log = createLogger({ level: 'warn', pretty: false });
const database = connect(url, { max: 10 });
const env = loadEnv({ ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: url, SMTP_URL: process.env.BENCH_SMTP_URL });
const deps = createDeps({
  env,
  db: database.db,
  log,
  secret,
  baseURL: 'http://127.0.0.1',
  storageDir: dir,
  ticketSigner: createTicketSigner(process.env.BENCH_TICKET_KEY ?? ''),
});
const engine = await startJobEngine(deps, { databaseUrl: url, pollingIntervalSeconds: 0.5 });
process.send?.({ started: true });

process.on('message', (question: BenchQuestion) => {
  if (question.ask === 'usage') process.send?.({ cpu: process.cpuUsage(), loop: performance.eventLoopUtilization() });
});
process.on('SIGTERM', () => {
  void engine
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
