import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Handler, Hono } from 'hono';
import type { AppEnv } from '../context';

/**
 * Serves the built web app's files, and the other languages' assets (`otherBuilds`): hashed assets
 * cached for a year; any other path that is not a file is a page, answered by `page` (modules/pages:
 * the app's HTML with that page's head, or its 404). Never under /api (those 404 as JSON before this
 * is reached).
 */
export function registerWebApp(app: Hono<AppEnv>, distDir: string, page: Handler<AppEnv>, otherBuilds: string[]) {
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.get('/', page);
  // The landing page has one address (the head's canonical URL).
  app.get('/index.html', (c) => c.redirect('/', 301));
  // The build manifest is for the server (modules/pages/web-build.ts), not for visitors.
  app.get('/.vite/*', page);
  // A file's `.br` or `.gz` beside it (web/build/precompress.ts) is sent to a browser that takes it.
  app.use('*', serveStatic({ root, precompressed: true }));
  // The other languages' builds share /assets/ (content-hashed names): what one lacks, another has.
  for (const other of otherBuilds) {
    app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), other) || '.', precompressed: true }));
  }
  app.get('*', page);
}
