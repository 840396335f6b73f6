import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { createTestApp } from '../support/app';

const { deps } = await createTestApp();
const dist = mkdtempSync(path.join(os.tmpdir(), 'pentas-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
// As the build writes them (web/build/precompress.ts): the same file compressed once, beside it.
writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
const app = buildApp(deps, { webDist: dist });

describe('serving the web app', () => {
  it('answers client routes with index.html, not cached (pages.test.ts: heads, 404s)', async () => {
    for (const route of ['/', '/dashboard', '/login', '/events/12/edit']) {
      const res = await app.request(`http://localhost${route}`);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends /index.html to / (one address per page)', async () => {
    const res = await app.request('http://localhost/index.html');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.request('http://localhost/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends an asset compressed once at build time, Brotli or gzip as the browser takes, else as it is', async () => {
    const ask = (encoding?: string) =>
      app.request('http://localhost/assets/main-abc123.js', {
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await ask('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');
    const gz = await ask('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await ask();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('keeps /api misses as JSON 404s', async () => {
    const res = await app.request('http://localhost/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
