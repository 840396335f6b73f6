import { inspect } from 'node:util';
import type { Logger } from '../lib/logger';

/**
 * Two known faults of postgres.js 3.4.9 that escape every caller when a connection drops, and would
 * otherwise end the process (upstream porsager/postgres #1154, #1208):
 * - `nextWrite`, run from a setImmediate after the socket closed, calls `socket.write` on `null`: a
 *   TypeError no caller can catch. The write was for a query that the close already rejected
 *   (`CONNECTION_CLOSED`), or for a transaction's own ROLLBACK whose `begin()` the close also rejects.
 * - the array-type fetch that each new connection starts from its data handler (`fetchArrayTypes`)
 *   is awaited by nobody, so a drop during it is an unhandled rejection; the query that asked for the
 *   connection is rejected with the same error.
 * Only these two are let pass (logged once each at warn); anything else ends the process as before.
 */

const POSTGRES_CONNECTION = /[\\/]node_modules[\\/]postgres[\\/](cjs[\\/])?src[\\/]connection\.c?js:/;

/** The `nextWrite` TypeError: its shape, and its top frame in postgres.js's connection code. */
export function isNullSocketWrite(error: unknown): boolean {
  if (!(error instanceof TypeError) || !/\(reading 'write'\)|evaluating 'socket\.write'/.test(error.message)) {
    return false;
  }
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return /\bnextWrite\b/.test(frames[0] ?? '') && POSTGRES_CONNECTION.test(frames[0] ?? '');
}

/** A failure of postgres.js's own array-type fetch (it names its query on the error it rejects with). */
export function isArrayTypeFetchFailure(error: unknown): boolean {
  const query = (error as { query?: unknown } | null)?.query;
  return typeof query === 'string' && /from pg_catalog\.pg_type a\b/.test(query) && /\btyparray\b/.test(query);
}

export function isKnownDriverFault(error: unknown): boolean {
  return isNullSocketWrite(error) || isArrayTypeFetchFailure(error);
}

/**
 * Keeps the process alive through the known faults above; any other uncaught exception or unhandled
 * rejection is logged and ends the process with code 1, as Node's default does.
 */
export function surviveDriverFaults(log: Logger) {
  const warned = new Set<string>();
  process.on('uncaughtException', (error, origin) => {
    if (isKnownDriverFault(error)) {
      const which = isNullSocketWrite(error)
        ? 'a write after its connection closed'
        : 'its type fetch on a dropped connection';
      if (!warned.has(which)) {
        warned.add(which);
        log.warn({ err: error }, `postgres.js failed on ${which} (a known driver fault): carrying on`);
      }
      return;
    }
    process.stderr.write(
      `${origin === 'unhandledRejection' ? 'Unhandled rejection' : 'Uncaught exception'}: ${inspect(error)}\n`,
    );
    log.fatal({ err: error }, `${origin}: ending the process`);
    process.exit(1);
  });
}
