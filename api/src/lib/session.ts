import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { type SessionUser, type StoredUser, toSessionUser, userFromHeaders } from '../modules/auth/auth.service';
import { refreshDueUntil, signedSessionToken } from '../modules/auth/session-cookie';
import { unauthorized } from './errors';

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

/**
 * Who is calling a hot path that looks the session up in its own first statement (checkout, the
 * door's check-in): the request's session token (its cookie's signature checked), and the ordinary
 * lookup for when that statement finds no live session (better-auth settles an expired or due one;
 * none at all is a 401).
 */
export interface SessionCaller {
  sessionToken: string | undefined;
  signedIn: () => Promise<SessionUser>;
}

export async function sessionCallerOf(c: Context<AppEnv>): Promise<SessionCaller> {
  return { sessionToken: await signedSessionTokenOf(c), signedIn: () => requireUser(c) };
}

/**
 * A hot path's first statement, run with the caller's session looked up in it, and the caller's user:
 * the one that statement found, else (no live session there) the ordinary lookup's, or its 401.
 */
export async function withSessionInStatement<T extends { user: StoredUser }>(
  deps: AppDeps,
  caller: SessionCaller,
  statement: (session: { token: string; freshUntil: Date }) => Promise<T | undefined>,
): Promise<{ user: SessionUser; found: T | undefined }> {
  const found = caller.sessionToken
    ? await statement({ token: caller.sessionToken, freshUntil: await refreshDueUntil(deps.auth) })
    : undefined;
  return { user: found ? toSessionUser(found.user) : await caller.signedIn(), found };
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
