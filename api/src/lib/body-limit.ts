import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { bodyTooLarge } from './errors';

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
