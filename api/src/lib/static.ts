import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context';

/**
 * Serves the built web app: hashed assets cached for a year, anything else that is not a file
 * falls back to index.html so that client routes resolve. Never under /api (those 404 as JSON).
 */
export function registerWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  const sendIndex = (c: Context<AppEnv>) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('cache-control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('*', serveStatic({ root }));
  app.get('*', sendIndex);
}
