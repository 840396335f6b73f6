import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { RETAINED_304_HEADERS } from 'hono/etag';
import type { AppEnv } from '../context';

/**
 * The public catalog reads (`GET /api/events`, `GET /api/events/{id}`): the same answer for every
 * visitor, so any site may read them (the buy widget) and caches may keep them. CORS `*` without
 * credentials on GET/HEAD only (the same paths' writes get none); a weak ETag with 304s; from another
 * site `public, max-age=15, stale-while-revalidate=60` (checkout checks stock itself), from our own
 * pages `public, no-cache` (an edit shows at once); `Vary: Origin`; errors get CORS, no cache header.
 * See docs/design/http-and-errors.md.
 */
/** The two routes this applies to (Hono paths). */
export const PUBLIC_READ_PATHS = ['/api/events', '/api/events/:id{[0-9]+}'];

export const CROSS_SITE_CACHE = 'public, max-age=15, stale-while-revalidate=60';
export const SAME_SITE_CACHE = 'public, no-cache';

const PUBLIC_METHODS = new Set(['GET', 'HEAD']);

const allowAnySite = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD'],
  credentials: false,
  exposeHeaders: ['X-Total-Count', 'ETag'],
  maxAge: 600,
});

/**
 * CORS for GET/HEAD and for preflights that ask for them; nothing for any other method. A GET's two
 * headers are set before the handler, as plain headers: hono/cors sets them on a placeholder response,
 * which @hono/node-server then builds as a full web Response (its slow path, about a quarter of a
 * catalog read's CPU in `npm run bench:events`). Preflights go through hono/cors.
 */
const publicCors: MiddlewareHandler<AppEnv> = (c, next) => {
  const method = c.req.method;
  if (PUBLIC_METHODS.has(method)) {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Expose-Headers', 'X-Total-Count,ETag');
    return next();
  }
  const preflightFor = c.req.header('access-control-request-method')?.toUpperCase();
  return method === 'OPTIONS' && PUBLIC_METHODS.has(preflightFor ?? '') ? allowAnySite(c, next) : next();
};

/** In order: CORS; the ETag, 304 and cache headers are `publicJson`'s, set before the body is made. */
export const publicReads = [publicCors] as const;

/** Headers a 304 keeps, as hono/etag keeps them (the cross-site reader's CORS headers included). */
const RETAINED_ON_304 = new Set([
  ...RETAINED_304_HEADERS,
  'access-control-allow-origin',
  'access-control-expose-headers',
]);

/** Whether If-None-Match names this (weak) ETag: compared weakly, as for a GET. */
function notModified(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const tag = etag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((t) => t.replace(/^W\//, '') === tag);
}

const serialized = new WeakMap<object, { body: string; etag: string }>();

/**
 * A catalog answer as JSON with its weak ETag, both worked out once per cached value: the catalog
 * cache hands out the same object until it reloads, so a hit costs no serialising and no hashing, and
 * node-server writes the string as it is. (Left to hono/etag, every answer was cloned as a stream and
 * hashed, which also put it on node-server's slow streaming path: `npm run bench:events`.)
 */
export function publicJson<T extends object>(c: Context<AppEnv>, value: T) {
  let entry = serialized.get(value);
  if (!entry) {
    const body = JSON.stringify(value);
    entry = { body, etag: `W/"${createHash('sha1').update(body).digest('hex')}"` };
    serialized.set(value, entry);
  }
  // Every header is set before the response is made, so node-server writes it on its fast path (a
  // middleware reading or changing the finished response's headers takes it off).
  const origin = c.req.header('origin');
  const crossSite = origin !== undefined && origin !== new URL(c.req.url).origin;
  c.header('Cache-Control', crossSite ? CROSS_SITE_CACHE : SAME_SITE_CACHE);
  c.header('Vary', 'Origin', { append: true });
  c.header('ETag', entry.etag);
  type Answer = ReturnType<typeof c.json<T, 200>>;
  if (notModified(c.req.header('if-none-match'), entry.etag)) {
    const notModifiedAnswer = c.body(null, 304);
    for (const name of [...notModifiedAnswer.headers.keys()]) {
      if (!RETAINED_ON_304.has(name)) notModifiedAnswer.headers.delete(name);
    }
    return notModifiedAnswer as unknown as Answer;
  }
  c.header('Content-Type', 'application/json');
  // The body is `value` as c.json would write it; typed as such for the route's response schema.
  return c.body(entry.body, 200) as unknown as Answer;
}
