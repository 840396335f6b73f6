import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { createTestApp } from '../support/app';

const { deps } = await createTestApp();
const dist = mkdtempSync(path.join(os.tmpdir(), 'pentas-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
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

  it('keeps /api misses as JSON 404s', async () => {
    const res = await app.request('http://localhost/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
