import type { RouteHandler } from '@hono/zod-openapi';
import { safeReturnPath } from '@pentas/openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { requestLocale } from '../../lib/request-locale';
import { appendSetCookies, clientAddress, currentUser, requireUser } from '../../lib/session';
import { type StoredUser, toSessionUser } from '../../lib/session-user';
import type * as routes from './auth.routes';
import * as service from './auth.service';
import * as passwordReset from './password-reset';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

export const getCurrentUser: Handler<'getCurrentUser'> = async (c) =>
  c.json(service.toCurrentUser(await requireUser(c)), 200);

export const signUp: Handler<'signUp'> = async (c) => {
  const res = await service.signUp(
    c.var.deps,
    { ...c.req.valid('json'), language: requestLocale(c) },
    c.req.raw.headers,
    clientAddress(c),
  );
  copyCookies(res, c);
  return c.json(await userOf(res), 201);
};

export const signIn: Handler<'signIn'> = async (c) => {
  const res = await service.signIn(c.var.deps, c.req.valid('json'), c.req.raw.headers, clientAddress(c));
  copyCookies(res, c);
  return c.json(await userOf(res), 200);
};

export const signOut: Handler<'signOut'> = async (c) => {
  copyCookies(await service.signOut(c.var.deps, c.req.raw.headers), c);
  return c.body(null, 204);
};

export const forgotPassword: Handler<'forgotPassword'> = async (c) =>
  c.json(await passwordReset.requestPasswordReset(c.var.deps, c.req.valid('json').email, clientAddress(c)), 202);

export const resetPassword: Handler<'resetPassword'> = async (c) => {
  await passwordReset.resetPassword(c.var.deps, c.req.valid('json'));
  return c.body(null, 204);
};

export const login: Handler<'login'> = async (c) => {
  const target =
    safeReturnPath(c.req.valid('query').returnTo) ?? safeReturnPath(refererPath(c.req.header('referer'), c.req.url));
  const signedIn = await currentUser(c);
  if (signedIn) return c.redirect(target ?? '/', 302);
  return c.redirect(target ? `/login?returnTo=${encodeURIComponent(target)}` : '/login', 302);
};

/**
 * A GET (the app navigates to /api/logout), so it must not be usable as a cross-site or embedded request: an
 * <img src="/api/logout"> or a link from another site only lands on the home page, still signed in.
 */
export const logout: Handler<'logout'> = async (c) => {
  const site = c.req.header('sec-fetch-site');
  const dest = c.req.header('sec-fetch-dest');
  const navigationFromHere =
    site !== 'cross-site' && site !== 'same-site' && (dest === undefined || dest === 'document');
  if (navigationFromHere) copyCookies(await service.signOut(c.var.deps, c.req.raw.headers).catch(() => null), c);
  return c.redirect('/', 302);
};

/** better-auth answers with its own body; we publish the CurrentUser shape instead. */
async function userOf(res: Response) {
  const body = (await res.json()) as { user: StoredUser };
  return service.toCurrentUser(toSessionUser(body.user));
}

/** better-auth's Set-Cookie headers (session set or cleared) onto our response. */
function copyCookies(from: Response | null, c: Context<AppEnv>) {
  appendSetCookies(c, from?.headers.getSetCookie() ?? []);
}

function refererPath(referer: string | undefined, requestUrl: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(requestUrl).host ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}
