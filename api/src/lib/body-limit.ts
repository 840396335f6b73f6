import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { DEFAULT_MAX_JSON_BODY_KB } from '../env';
import { bodyTooLarge } from './errors';
import { documentedProblem } from './openapi';

/**
 * Caps every request body at `maxKb` (MAX_JSON_BODY_KB), except under `exceptUnder` (poster uploads,
 * which cap their own bytes). A Content-Length over the limit is refused before anything is read; a
 * streamed (chunked) body is read only until it passes the limit. Either way a 413 problem, and
 * @hono/node-server discards what the client still sends (and closes the connection after 500 ms or
 * 64 MB), so a huge body costs neither memory nor the event loop.
 */
export function bodyLimitExcept(exceptUnder: string, maxKb: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxKb * 1024,
    onError: () => {
      throw bodyTooLarge(maxKb);
    },
  });
  return (c, next) => (c.req.path.startsWith(exceptUnder) ? next() : limit(c, next));
}

const methodsWithBodies = new Set(['post', 'put', 'patch']);

/**
 * Documents the limit's 413 on every operation a body is sent to (POST, PUT, PATCH, or any with a
 * request body), in one place rather than per route. Operations that already document a 413 of their
 * own (poster uploads) keep it. Replaces each route's responses object: the registry holds its own
 * copy of a route, the module's definition is not changed.
 */
export function documentBodyLimit(registry: OpenAPIHono['openAPIRegistry']) {
  const tooLarge = documentedProblem(
    bodyTooLarge(DEFAULT_MAX_JSON_BODY_KB),
    `The request body is over the size limit (MAX_JSON_BODY_KB, ${DEFAULT_MAX_JSON_BODY_KB} KB by default)`,
  );
  for (const definition of registry.definitions) {
    if (definition.type !== 'route') continue;
    const { route } = definition;
    if (!(methodsWithBodies.has(route.method) || route.request?.body) || route.responses[413]) continue;
    route.responses = { ...route.responses, 413: tooLarge };
  }
}
