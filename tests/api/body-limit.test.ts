import { once } from 'node:events';
import { request, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN } from '../support/app';
import { expectProblem, signedIn } from '../support/http';
import { freePort } from '../support/ports';

/**
 * MAX_JSON_BODY_KB over real HTTP: bodies are sent the way an attacker would (a huge Content-Length,
 * or an endless chunked stream) to a listening server, and the server must refuse them unread.
 */
const LIMIT_KB = 64;
const { app } = await createTestApp({ MAX_JSON_BODY_KB: String(LIMIT_KB) });
const port = await freePort();
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as Server;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const MB = 1024 * 1024;
const TEN_MB = 10 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
const JSON_HEAD = Buffer.from('{"email":"customer@pentas.test","password":"');

interface Sent {
  status: number;
  contentType: string;
  body: string;
  ms: number;
  /** The largest growth of this process's resident memory while the request was under way. */
  rssGrowth: number;
}

/**
 * POSTs a JSON body of `size` bytes (an endless-looking password) to sign-in, chunked unless
 * `contentLength` is set, honouring backpressure, and stops sending once the answer arrives.
 */
async function sendBody(size: number, { contentLength = false } = {}): Promise<Sent> {
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 2);
  const started = performance.now();
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/sign-in',
    agent: false,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(contentLength ? { 'content-length': String(size) } : {}),
    },
  });
  // The server may close the connection while we are still writing: that is the point.
  req.on('error', () => undefined);
  let answered = false;
  const response = once(req, 'response').then(async ([res]) => {
    answered = true;
    const ms = performance.now() - started;
    res.setEncoding('utf8');
    let body = '';
    for await (const chunk of res) body += chunk;
    return { status: res.statusCode as number, contentType: String(res.headers['content-type']), body, ms };
  });
  const closed = once(req, 'close');
  // Exactly `size` bytes: the head, filler, the closing '"}'.
  req.write(JSON_HEAD);
  let filler = size - JSON_HEAD.length - 2;
  while (!answered && !req.destroyed && filler > 0) {
    const piece = CHUNK.subarray(0, Math.min(filler, CHUNK.length));
    filler -= piece.length;
    if (!req.write(piece)) await Promise.race([once(req, 'drain'), response, closed]);
  }
  if (!answered && !req.destroyed) req.end('"}');
  const result = await response;
  req.destroy();
  clearInterval(sampler);
  const rssGrowth = rssPeak - rssBefore;
  const how = contentLength ? 'with Content-Length' : 'chunked';
  console.log(
    `${size} bytes ${how}: ${result.status} after ${Math.round(result.ms)} ms, rss +${(rssGrowth / MB).toFixed(1)} MB`,
  );
  return { ...result, rssGrowth };
}

async function healthzMs() {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe(`request bodies over MAX_JSON_BODY_KB (${LIMIT_KB} KB here)`, () => {
  it('refuses a 10 MB streamed (chunked) body with a 413 problem, fast, without holding it in memory', async () => {
    const sent = await sendBody(TEN_MB);
    expect(sent.status).toBe(413);
    expect(sent.contentType).toContain('application/problem+json');
    expect(JSON.parse(sent.body)).toMatchObject({
      status: 413,
      code: 'body_too_large',
      detail: `Request bodies can be at most ${LIMIT_KB} KB.`,
    });
    expect(sent.ms).toBeLessThan(2000);
    expect(sent.rssGrowth).toBeLessThan(8 * MB);
  });

  it('refuses a 10 MB Content-Length before reading it', async () => {
    const sent = await sendBody(TEN_MB, { contentLength: true });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body).code).toBe('body_too_large');
    expect(sent.ms).toBeLessThan(2000);
    expect(sent.rssGrowth).toBeLessThan(8 * MB);
  });

  it('keeps answering /healthz while four 10 MB bodies arrive at once', async () => {
    const bodies = [sendBody(TEN_MB), sendBody(TEN_MB, { contentLength: true }), sendBody(TEN_MB), sendBody(TEN_MB)];
    const health = await healthzMs();
    const results = await Promise.all(bodies);
    expect(results.map((r) => r.status)).toEqual([413, 413, 413, 413]);
    expect(health).toBeLessThan(1000);
  });

  it('reads a body within the limit, streamed or not, and refuses one byte over it', async () => {
    const within = LIMIT_KB * 1024;
    // The password is far too long for the schema: reaching validation (422) proves the body was read.
    expect((await sendBody(within)).status).toBe(422);
    expect((await sendBody(within, { contentLength: true })).status).toBe(422);
    expect((await sendBody(within + 1, { contentLength: true })).status).toBe(413);
  });

  it('applies to signed-in writes as well, and the session is untouched', async () => {
    const client = await signedIn(app, 'organizer@pentas.test');
    const res = await client.post('/api/events', { title: 'x'.repeat(LIMIT_KB * 1024) });
    expect(expectProblem(res, 413).code).toBe('body_too_large');
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});
