import { StorageFailed } from './storage-failed';

/**
 * Whether a thrown value means the database went away (a dropped or refused connection, a server
 * shutting down or starting up), not that the request was wrong: such a request is answered 503
 * `database_unavailable` with Retry-After, never 500. drizzle wraps the driver's error as `cause`.
 */

/** postgres.js's own connection errors, and the socket errors it passes on. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that is going or not yet there: 57P01 admin_shutdown (a terminated backend),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections, and class 08
 * (connection exception) but 08P01, a protocol violation, which is about the request.
 */
const unavailableState = (code: string) =>
  ['57P01', '57P02', '57P03', '53300'].includes(code) || (code.startsWith('08') && code !== '08P01');

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    // The object store's socket errors carry the same codes: its provider marks them as its own.
    if (e instanceof StorageFailed) return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || unavailableState(code))) return true;
  }
  return false;
}
