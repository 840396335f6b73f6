import type { Logger } from '../lib/logger';
import { alive } from './postmaster';

/**
 * Keeps the embedded PostgreSQL running: a postmaster that dies (kill -9, the OOM killer, a crash) is
 * noticed within a second and started again, with up to RESTART_ATTEMPTS tries spaced by a doubling
 * delay (its orphaned backends must exit before a new one can take the shared memory). Meanwhile the
 * app answers 503 and /readyz says unavailable; the pool reconnects by itself once it is back. When
 * every try has failed, `onGiveUp` is called (the server then stops, so that a supervisor restarts it).
 */

const CHECK_INTERVAL_MS = 500;
const RESTART_ATTEMPTS = 8;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 8_000;

export interface Supervised {
  /** The running postmaster's process id, or null if it cannot be read. */
  pid(): Promise<number | null>;
  /** Starts the server; rejects if it exits while starting. */
  start(): Promise<void>;
}

export function superviseEmbedded(server: Supervised, options: { log: Logger; onGiveUp: (error: Error) => void }) {
  const { log } = options;
  let stopped = false;
  let restarting: Promise<void> | null = null;
  let watched = server.pid();

  async function restart(deadPid: number) {
    log.error(`embedded PostgreSQL (pid ${deadPid}) is gone: restarting it`);
    let delay = FIRST_DELAY_MS;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopped; attempt++) {
      try {
        await server.start();
        watched = server.pid();
        log.warn({ attempt }, `embedded PostgreSQL is running again (pid ${await watched})`);
        return;
      } catch (error) {
        log.warn(
          { attempt, err: error },
          `embedded PostgreSQL did not start again (try ${attempt} of ${RESTART_ATTEMPTS})`,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      }
    }
    if (!stopped)
      options.onGiveUp(new Error(`embedded PostgreSQL could not be restarted in ${RESTART_ATTEMPTS} tries`));
  }

  const timer = setInterval(async () => {
    if (stopped || restarting) return;
    const pid = await watched;
    if (pid === null || alive(pid) || stopped || restarting) return;
    restarting = restart(pid).finally(() => {
      restarting = null;
    });
  }, CHECK_INTERVAL_MS);
  timer.unref();

  return {
    /** Stops watching; waits for a restart under way, so that stopping finds the server it started. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await restarting;
    },
  };
}
