import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { createTestApp, ORIGIN } from '../support/app';
import { signedIn } from '../support/http';
import { PNG } from '../support/images';
import { freePort } from '../support/ports';

/** lib/security-headers.ts on every kind of answer: the web app's HTML, JSON, problems, the widget. */
const { app: apiOnly, deps } = await createTestApp();
const web = mkdtempSync(path.join(os.tmpdir(), 'pentas-web-'));
mkdirSync(path.join(web, 'posters'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(web, 'posters', 'music-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const widget = mkdtempSync(path.join(os.tmpdir(), 'pentas-widget-'));
writeFileSync(path.join(widget, 'v1.js'), 'console.log("widget")');
const app = buildApp(deps, { webDist: web, widgetDist: widget, trustedOrigins: [ORIGIN] });
const httpsApp = buildApp(
  { ...deps, env: { ...deps.env, APP_URL: 'https://tickets.example' } },
  { webDist: web, widgetDist: widget },
);

// Over real HTTP too: @hono/node-server's own Response objects behave differently from undici's.
const port = await freePort();
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as Server;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}, on = app) =>
  on.request(`${ORIGIN}${path}`, { headers });

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null) {
  return Object.fromEntries(
    (policy ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectBaseline(res: Response, what: string) {
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(directives(res.headers.get('content-security-policy'))['frame-ancestors'], what).toEqual(["'none'"]);
  expect(res.headers.get('strict-transport-security'), `${what}: no HSTS over http`).toBeNull();
}

describe('security headers', () => {
  it('gives the web app its policy: own scripts and Stripe.js, no framing, nothing inline but styles', async () => {
    const res = await get('/events/12');
    expect(res.headers.get('content-type')).toContain('text/html');
    expectBaseline(res, 'HTML');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp['frame-src']).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:', 'http:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('sends them with JSON answers and with problems (401, 404, 413)', async () => {
    const customer = await signedIn(apiOnly, 'customer@pentas.test');
    const json = await get('/api/auth/user', { cookie: customer.cookie });
    expect(json.status).toBe(200);
    expectBaseline(json, 'JSON');
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const problem of [
      await get('/api/auth/user'),
      await get('/api/no-such-endpoint'),
      await app.request(`${ORIGIN}/api/auth/sign-in`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
        body: '{}',
      }),
    ]) {
      expect(problem.headers.get('content-type')).toContain('application/problem+json');
      expectBaseline(problem, `problem ${problem.status}`);
      expect(problem.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('lets the page upload posters straight to an S3 bucket', async () => {
    const bucket = 'https://posters.s3.ap-southeast-1.amazonaws.com';
    const withS3 = buildApp({ ...deps, storage: { ...deps.storage, uploadOrigins: [bucket] } }, { webDist: web });
    const csp = directives((await get('/', {}, withS3)).headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com', bucket]);
  });

  it('adds HSTS only when APP_URL is https', async () => {
    for (const path of ['/', '/api/events', '/api/auth/user']) {
      const res = await get(path, {}, httpsApp);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect((await get(path)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('lets other sites load the widget, the public catalog and posters (CORP cross-origin, CORS kept)', async () => {
    const fromBlog = { origin: 'https://blog.example' };
    for (const path of ['/widget/v1.js', '/api/events', '/api/events/1']) {
      const res = await get(path, fromBlog);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
    const widget = await get('/widget/v1.js');
    expect(widget.headers.get('cache-control')).toContain('max-age=300');
    const revalidated = await get('/widget/v1.js', { 'if-none-match': widget.headers.get('etag') as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await get('/posters/music-1.svg')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const missingPoster = await get('/objects/posters/0123456789abcdef0123456789abcdef');
    expect(missingPoster.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // A user's own reads are not for other sites.
    expect((await get('/api/my-events')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('sends them over real HTTP on pages, problems, a streamed poster and a 304', async () => {
    const organizer = await signedIn(apiOnly, 'organizer@pentas.test');
    const { uploadURL } = (await organizer.post('/api/images/upload', {})).json;
    const headers = { origin: ORIGIN, cookie: organizer.cookie };
    const put = await app.request(`${ORIGIN}${uploadURL}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'image/png' },
      body: new Blob([PNG]),
    });
    expect(put.status).toBe(200);
    const { objectPath } = await put.json();
    const http = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init);
    const json = { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' } };
    const answers = {
      page: await http('/events/12'),
      unauthorized: await http('/api/auth/user'),
      malformed: await http('/api/auth/sign-in', { ...json, body: '{bad' }),
      invalid: await http('/api/auth/sign-in', { ...json, body: '{}' }),
      tooLarge: await http('/api/auth/sign-in', { ...json, body: 'x'.repeat(101 * 1024) }).catch(() => null),
      unknown: await http('/api/no-such-endpoint'),
      poster: await http(objectPath),
    };
    for (const [what, res] of Object.entries(answers)) {
      if (!res) continue; // the server may close the connection on a body it refused unread
      await res.arrayBuffer();
      expectBaseline(res, what);
      expect(res.headers.get('x-request-id'), what).toBeTruthy();
    }
    expect([400, 401, 404, 422].every((s) => Object.values(answers).some((r) => r?.status === s))).toBe(true);
    expect(answers.poster.status).toBe(200);
    expect(answers.poster.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const list = await http('/api/events', { headers: { origin: 'https://blog.example' } });
    await list.arrayBuffer();
    const unchanged = await http('/api/events', {
      headers: { origin: 'https://blog.example', 'if-none-match': list.headers.get('etag') as string },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectBaseline(unchanged, '304');
  });

  it('gives the API reference its own policy, allowing exactly its inline script by hash', async () => {
    const res = await get('/api/docs');
    const html = await res.text();
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] as string;
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'", `'sha256-${hash}'`]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
