import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { bodyTooLarge } from './errors';

/** Methods whose requests carry no body (as @hono/node-server treats them). */
const BODILESS = new Set(['GET', 'HEAD']);

/**
 * Reads every request body under /api once, at most `maxKb` (MAX_JSON_BODY_KB), before any route,
 * except under `exceptUnder` (poster uploads, which cap their own bytes). A Content-Length over the
 * limit is refused before anything is read; a streamed (chunked) body is read only until it passes
 * the limit. Either way a 413 problem, and @hono/node-server discards what the client still sends
 * (closing the connection after 500 ms or 64 MB), so a huge body costs neither memory nor the event loop.
 *
 * Why not hono's bodyLimit and `c.req.json()`: under @hono/node-server both touch `c.req.raw.body`,
 * which turns the lightweight request into a whole web `Request` (headers copied, the socket wrapped
 * in a web stream) on every call, GETs included. Here the bytes come straight from the socket
 * (`c.env.incoming`) and the text is left where `c.req.json()`, `text()` and the validators look
 * (`bodyCache`), so nothing builds the `Request`. Under `app.request` (tests) there is no socket and
 * the web request's own stream is read, with the same limit.
 */
export function readRequestBodies(exceptUnder: string, maxKb: number): MiddlewareHandler<AppEnv> {
  const maxBytes = maxKb * 1024;
  return async (c, next) => {
    if (BODILESS.has(c.req.method) || c.req.path.startsWith(exceptUnder)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && !c.req.header('transfer-encoding') && Number(length) > maxBytes) {
      throw bodyTooLarge(maxKb);
    }
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const bytes = incoming ? await readSocket(incoming, maxBytes) : await readWebStream(c.req.raw, maxBytes);
    if (!bytes) throw bodyTooLarge(maxKb);
    // hono keeps each body reading's promise under its name (its type says the method, wrongly).
    (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(new TextDecoder().decode(bytes));
    // A body without a Content-Type is a 415 on a JSON operation: the media-type check of
    // @hono/zod-openapi looks for it on the request itself, so give it one that still has the bytes.
    if (!c.req.header('content-type') && bytes.length > 0) {
      c.req.raw = new Request(c.req.url, {
        method: c.req.method,
        headers: c.req.raw.headers,
        body: new Uint8Array(bytes),
      });
    }
    return next();
  };
}

/** The body from the socket, or null once it passes `maxBytes` (the rest is left to the server to discard). */
function readSocket(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    // The client went away before sending it all: nobody is left to answer.
    const onClose = () => onError(new Error('The client closed the connection before the body ended.'));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** The same from a web request (app.request in tests). */
async function readWebStream(request: Context['req']['raw'], maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}
