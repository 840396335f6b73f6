import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { m } from '@pentas/i18n/messages';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from './errors';
import { said } from './said';

/**
 * /widget/v1.js: a stable URL embedders never change, so it is cached briefly and revalidated by
 * ETag; the file is read again only when the build replaced it.
 */
export function registerWidget(app: Hono<AppEnv>, distDir: string) {
  const file = path.join(distDir, 'v1.js');
  let cached: { mtimeMs: number; body: string; etag: string } | undefined;
  app.get('/widget/v1.js', (c) => {
    if (!existsSync(file)) throw notFound(said(m.problem_account_widget_not_built));
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const body = readFileSync(file, 'utf8');
      cached = { mtimeMs, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` };
    }
    c.header('etag', cached.etag);
    c.header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
    c.header('access-control-allow-origin', '*');
    if (c.req.header('if-none-match') === cached.etag) return c.body(null, 304);
    return c.body(cached.body, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
}
