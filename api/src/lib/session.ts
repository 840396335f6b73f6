import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { type SessionUser, userFromHeaders } from '../modules/auth/auth.service';
import { unauthorized } from './errors';

/** The request's signed-in user or null, looked up once per request. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  if (c.var.user === undefined) c.set('user', await userFromHeaders(c.var.deps, c.req.raw.headers));
  return c.var.user ?? null;
}

/** The signed-in user, or a 401. Permission checks stay in the services. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw unauthorized();
  return user;
}

/** The client's address as the socket saw it (app.request in tests has none). */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
