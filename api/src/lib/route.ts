import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { bodyLimitProblem, databaseUnavailableProblem, jsonBodyProblems, problems } from './openapi';
import { requireUser, signedSessionTokenOf } from './session';

/** A route needs a session when every security alternative it documents includes the cookie. */
const needsSession = (security: RouteConfig['security']) =>
  !!security?.length && security.every((alternative) => 'cookieAuth' in alternative);

/** POST, PUT and PATCH take a body (the body limit applies), and so does any route that documents one. */
const takesBody = (config: Omit<RouteConfig, 'path'>) =>
  ['post', 'put', 'patch'].includes(config.method) || !!config.request?.body;

const hasJsonBody = (config: Omit<RouteConfig, 'path'>) =>
  Object.keys(config.request?.body?.content ?? {}).some((type) => /^application\/(.+\+)?json\b/.test(type));

/**
 * Anonymous callers of a signed-in operation get their 401 before anything looks at the input, so no
 * field-level error tells them how the operation is called. @hono/zod-openapi (1.x) registers a route
 * as `...middleware, ...validators, handler`: this runs first. The user it looks up is kept for the
 * request (lib/session.ts), so the handler's own requireUser costs nothing more.
 */
const authenticateFirst = createMiddleware<AppEnv>(async (c, next) => {
  await requireUser(c);
  await next();
});

/**
 * For a hot path that looks the session up in its own first statement (checkout): a request without a
 * validly signed session cookie is looked up (and so refused with its 401) before the input is read; one
 * with such a cookie goes on, and the handler looks it up, falling back on `requireUser`. So anonymous
 * callers still learn nothing of the input, and a checkout makes no separate round trip for its session.
 */
const signedCookieFirst = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await signedSessionTokenOf(c))) await requireUser(c);
  await next();
});

/**
 * Every operation's route (createRoute plus what holds for all operations, written once): one that
 * needs the session cookie answers 401 before validating and documents it; one with a JSON body
 * documents the 400 and 415 its body can get; one a body is sent to, the body limit's 413 (unless it
 * documents its own, as the poster upload does); one that uses the database (all but `withoutDatabase`
 * ones), the 503 of a database out of reach. Route files use this, never createRoute.
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(
  config: R,
  options: { sessionLookedUpByHandler?: boolean; withoutDatabase?: boolean } = {},
) {
  const signedIn = needsSession(config.security);
  const own = config.middleware ? [config.middleware].flat() : [];
  const first = options.sessionLookedUpByHandler ? signedCookieFirst : authenticateFirst;
  return createRoute({
    ...config,
    middleware: signedIn ? [first, ...own] : config.middleware,
    responses: {
      ...(takesBody(config) ? { 413: bodyLimitProblem } : {}),
      ...(hasJsonBody(config) ? jsonBodyProblems : {}),
      ...(signedIn ? problems(401) : {}),
      ...(options.withoutDatabase ? {} : { 503: databaseUnavailableProblem }),
      ...config.responses,
    },
  }) as ReturnType<typeof createRoute<P, R>>;
}
