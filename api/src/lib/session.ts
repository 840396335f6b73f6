import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { unauthorized } from './errors';
import { refreshIsDue, signedSessionToken } from './session-cookie';
import { type SessionUser, toSessionUser } from './session-user';

/** Who a request is signed in as, and any cookies better-auth set while finding out. */
interface SessionLookup {
  user: SessionUser | null;
  /** Set-Cookie values to pass on: a slid session's renewed cookie, an ended one's removal. */
  setCookies: string[];
}

interface SessionRow {
  expiresAtMs: number;
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
}

/**
 * A session by its token, with its user, in one query. Every signed-in request asks, a flash sale's
 * checkouts among them, so it is a raw prepared statement (no drizzle building or row mapping per call).
 */
const sessionWithUser = preparedStatement<SessionRow, { token: string }>(sql`
  select (extract(epoch from ${sessions.expiresAt}) * 1000)::float8 as "expiresAtMs", ${users.id} as "id", ${users.email} as "email",
    ${users.firstName} as "firstName", ${users.lastName} as "lastName", ${users.role} as "role"
  from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
  where ${sessions.token} = ${sql.placeholder('token')}`);

async function findSessionWithUser(db: Database, token: string) {
  const [row] = await sessionWithUser(db, { token });
  if (!row) return undefined;
  // In milliseconds: drizzle has this client hand timestamps over as strings.
  const { expiresAtMs, ...user } = row;
  return { expiresAt: new Date(expiresAtMs), user };
}

/**
 * The user behind the request's session cookie, or null. A live session is read in one query here
 * (better-auth's getSession costs about 2 ms of CPU and two queries); a session that is expired, due
 * for its sliding refresh, or gone (signed out elsewhere) goes through better-auth, which deletes or
 * extends it and renews or clears the cookie.
 */
async function userFromHeaders(deps: AppDeps, headers: Headers): Promise<SessionLookup> {
  const token = await signedSessionToken(deps.auth, headers.get('cookie'));
  if (!token) return { user: null, setCookies: [] };
  const live = await findSessionWithUser(deps.db, token);
  if (live && live.expiresAt.getTime() > Date.now() && !(await refreshIsDue(deps.auth, live.expiresAt))) {
    return { user: toSessionUser(live.user), setCookies: [] };
  }
  const { headers: set, response: session } = await deps.auth.api.getSession({ headers, returnHeaders: true });
  return { user: session ? toSessionUser(session.user) : null, setCookies: set.getSetCookie() };
}

/**
 * The request's signed-in user or null, looked up once per request. Cookies better-auth set on the
 * way (a slid session's renewed cookie) go out with the response, so the browser keeps the session
 * as long as the server does.
 */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  if (c.var.user === undefined) {
    const { user, setCookies } = await userFromHeaders(c.var.deps, c.req.raw.headers);
    appendSetCookies(c, setCookies);
    c.set('user', user);
  }
  return c.var.user ?? null;
}

/**
 * The request's session token if its cookie is signed as better-auth signs it (no database read), for
 * a hot path that looks the session up in its own first statement (checkout); `requireUser` otherwise.
 */
export function signedSessionTokenOf(c: Context<AppEnv>): Promise<string | undefined> {
  return signedSessionToken(c.var.deps.auth, c.req.header('cookie') ?? null);
}

/** Set-Cookie values (better-auth's) onto the response being built. */
export function appendSetCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

/** The signed-in user, or a 401. Permission checks stay in the services. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw unauthorized();
  return user;
}

/**
 * The client's address: the socket's, or behind a proxy we were told to trust (TRUST_PROXY), the
 * address the proxy saw (the last entry of X-Forwarded-For, the one it appended). IPv6 addresses
 * count by their /64, which one household or host usually holds whole.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const forwarded = c.var.deps.env.TRUST_PROXY ? c.req.header('x-forwarded-for')?.split(',').pop()?.trim() : undefined;
  const address = forwarded || env?.incoming?.socket?.remoteAddress || 'local';
  return address.includes(':') && !address.startsWith('::ffff:')
    ? `${address.split(':').slice(0, 4).join(':')}::/64`
    : address;
}
