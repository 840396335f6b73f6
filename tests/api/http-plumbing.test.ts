import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { createTestApp, ORIGIN } from '../support/app';

/**
 * What every route pays, over real HTTP (@hono/node-server, as in production): the request stays the
 * server's lightweight one (no web `Request` is built to read a body) and the answer leaves on the
 * server's fast path (its lightweight `Response`, never rebuilt to add a header after the handler),
 * while the behaviours that plumbing carries hold: a request id on every answer, errors included,
 * 400 for malformed JSON, 415 for a body that is not JSON.
 *
 * @hono/node-server marks its lightweight objects with private symbols; their descriptions
 * ('requestCache': a web Request was built; 'cache': the response can be written without one) are
 * how this test sees which path a request took.
 */
const { app } = await createTestApp();

interface Path {
  webRequestBuilt: boolean;
  fastResponse: boolean;
}
let lastPath: Path | undefined;
const marked = (value: object, description: string) =>
  Object.getOwnPropertySymbols(value).some((symbol) => symbol.description === description);

const server = serve({
  fetch: async (request, env) => {
    const response = await app.fetch(request, env);
    lastPath = { webRequestBuilt: marked(request, 'requestCache'), fastResponse: marked(response, 'cache') };
    return response;
  },
  port: 0,
  hostname: '127.0.0.1',
}) as Server;
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function send(path: string, init: RequestInit = {}) {
  lastPath = undefined;
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  return { res, text, path: lastPath as Path | undefined };
}

const signInWith = (body: string | undefined, headers: Record<string, string>) =>
  send('/api/auth/sign-in', { method: 'POST', headers: { origin: ORIGIN, ...headers }, body });
const json = { 'content-type': 'application/json' };

describe('HTTP plumbing on every route', () => {
  it('answers /healthz on the fast path with a request id (to a client that takes no gzip: probes, load tests)', async () => {
    const { res, path } = await send('/healthz', {
      headers: { 'x-request-id': 'trace-fast', 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(path).toEqual({ webRequestBuilt: false, fastResponse: true });
  });

  it('reads a JSON body without building a web Request, and answers on the fast path', async () => {
    const { res, path } = await signInWith(
      JSON.stringify({ email: 'customer@pentas.test', password: DEMO_PASSWORD }),
      json,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(path).toEqual({ webRequestBuilt: false, fastResponse: true });
  });

  it('answers a schema failure (422) on the fast path, with the request id in header and body', async () => {
    const { res, text, path } = await signInWith(JSON.stringify({ email: 'nobody' }), {
      ...json,
      'x-request-id': 'trace-422',
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(text).requestId).toBe(res.headers.get('x-request-id'));
    expect(path).toEqual({ webRequestBuilt: false, fastResponse: true });
  });

  it('answers malformed JSON read from the socket with a 400 problem and its request id', async () => {
    const { res, text } = await signInWith('{"email":', { ...json, 'x-request-id': 'trace-400' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(text)).toMatchObject({ code: 'bad_request', requestId: res.headers.get('x-request-id') });
  });

  it('answers a body sent as text, or with no type at all, with a 415 problem', async () => {
    const typed = await signInWith('{}', { 'content-type': 'text/plain' });
    expect(typed.res.status).toBe(415);
    expect(JSON.parse(typed.text).code).toBe('unsupported_media_type');
    // fetch adds text/plain to a string body; a Blob without a type goes out with no Content-Type.
    const untyped = await signInWith(new Blob(['{}']) as unknown as string, {});
    expect(untyped.res.status).toBe(415);
    expect(untyped.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the request id to an answer built without the context (a 304 of the catalog)', async () => {
    const first = await send('/api/events');
    const etag = first.res.headers.get('etag') as string;
    const again = await send('/api/events', { headers: { 'if-none-match': etag, 'x-request-id': 'trace-304' } });
    expect(again.res.status).toBe(304);
    expect(again.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
