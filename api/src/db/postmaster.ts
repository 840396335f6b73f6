import { readFile, readlink, realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../lib/logger';

/**
 * The PostgreSQL server (postmaster) of a data directory, seen from outside: its lock file
 * `postmaster.pid`, whether that process still runs on the directory, and stopping it.
 * Linux only past the lock file: processes are looked at through /proc.
 */

/** Line 1 of postmaster.pid: the server's process id. */
export async function postmasterPid(databaseDir: string): Promise<number | null> {
  const text = await readFile(lockFile(databaseDir), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as a user this process may not signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Returns once the process has really exited (true), or false if it outlived every signal.
 * After 10 s it is told to quit immediately (SIGQUIT), as pg_ctl's 'immediate' mode does.
 */
export async function waitUntilGone(pid: number | null, log: Logger): Promise<boolean> {
  if (pid === null) return true;
  const deadline = Date.now() + 15_000;
  let quitSent = false;
  while (alive(pid) && Date.now() < deadline) {
    if (!quitSent && Date.now() > deadline - 5_000) {
      log.warn(`PostgreSQL (pid ${pid}) is slow to stop: immediate shutdown`);
      process.kill(pid, 'SIGQUIT');
      quitSent = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !alive(pid);
}

/**
 * Before starting: a server still running on this data directory (its Node process was killed, so
 * nobody stopped it) is stopped with a fast shutdown, after which ours starts normally. A lock
 * file whose process is gone is left to PostgreSQL, which replaces it. A lock file whose process id
 * now belongs to some other program (ids are reused, e.g. after a reboot) is removed: PostgreSQL
 * would take that program for a running server. Throws, saying what to do, when the running server
 * is not ours to stop: another user's, or one a live Node process (another instance) still uses.
 */
export async function stopLeftoverPostmaster(databaseDir: string, log: Logger): Promise<void> {
  const pid = await postmasterPid(databaseDir);
  if (pid === null || !alive(pid)) return;
  if (!(await runsOn(pid, databaseDir))) {
    log.warn(
      { databaseDir },
      `postmaster.pid names process ${pid}, which is not this PostgreSQL: removing the stale file`,
    );
    await rm(lockFile(databaseDir), { force: true });
    return;
  }
  const owner = await liveNodeParent(pid);
  if (owner !== null) {
    throw new Error(
      `PostgreSQL (pid ${pid}) on ${databaseDir} belongs to a Node process that is still running (pid ${owner}), ` +
        `probably Pentas started twice. Stop that one first (kill ${owner}), or give this one its own DATA_DIR ` +
        'and EMBEDDED_PG_PORT.',
    );
  }
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown: the clients are gone with the process that opened them
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    throw new Error(
      `PostgreSQL (pid ${pid}) is running on ${databaseDir} as another user, so this process cannot stop it. ` +
        `Stop it as that user (kill -INT ${pid}), then start again.`,
    );
  }
  log.warn({ databaseDir }, `PostgreSQL (pid ${pid}) was left running by an earlier process: stopping it`);
  if (!(await waitUntilGone(pid, log))) {
    throw new Error(
      `PostgreSQL (pid ${pid}) on ${databaseDir} did not stop. Kill it (kill -9 ${pid}), then start again.`,
    );
  }
}

const lockFile = (databaseDir: string) => path.join(databaseDir, 'postmaster.pid');

/** Whether `pid` is a postgres server whose data directory (its `-D`) is `databaseDir`. */
async function runsOn(pid: number, databaseDir: string): Promise<boolean> {
  const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
  // Backends rewrite their command line ('postgres: io worker 0'); only the postmaster keeps `-D`.
  if (path.basename(argv[0] ?? '') !== 'postgres') return false;
  const dir = argv[argv.indexOf('-D') + 1];
  return argv.includes('-D') && dir !== undefined && (await sameFile(dir, databaseDir));
}

async function sameFile(a: string, b: string) {
  const [x, y] = await Promise.all([stat(a).catch(() => null), stat(b).catch(() => null)]);
  return x !== null && y !== null && x.dev === y.dev && x.ino === y.ino;
}

/**
 * The parent of `pid` when it is a live process of this same Node executable: the instance that
 * started the server is still running. After a kill -9 the server's parent is init (or a subreaper).
 */
async function liveNodeParent(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const parent = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1] ?? 0);
  if (parent <= 1) return null;
  const [executable, ours] = await Promise.all([
    readlink(`/proc/${parent}/exe`).catch(() => null),
    realpath(process.execPath),
  ]);
  return executable === ours ? parent : null;
}
