/**
 * Whether a thrown value means the database went away (a dropped or refused connection, a server
 * shutting down or starting up), not that the request was wrong: such a request is answered 503
 * `database_unavailable` with Retry-After, never 500. drizzle wraps the driver's error as `cause`.
 */

/** postgres.js's own connection errors: only the database driver throws these. */
const DRIVER_CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * Socket errors, which postgres.js passes on as they are, but so does any other client (S3, Stripe):
 * they mean the database only on a query's error, which carries the statement as `query` (postgres.js
 * sets it on the error it rejects a query with, drizzle's DrizzleQueryError has it too).
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a server that is going or not yet there: 57P01 admin_shutdown (a terminated backend),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections, and class 08
 * (connection exception) but 08P01, a protocol violation, which is about the request.
 */
const unavailableState = (code: string) =>
  ['57P01', '57P02', '57P03', '53300'].includes(code) || (code.startsWith('08') && code !== '08P01');

/** The error and its causes, outermost first (a few deep: drizzle's wrapper, the driver's error). */
function chainOf(err: unknown) {
  const chain: object[] = [];
  for (let e = err; e && typeof e === 'object' && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  const chain = chainOf(err);
  const fromAQuery = chain.some((e) => typeof (e as { query?: unknown }).query === 'string');
  return chain.some((e) => {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') return false;
    return DRIVER_CONNECTION_CODES.has(code) || unavailableState(code) || (fromAQuery && SOCKET_CODES.has(code));
  });
}
