import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { contentSecurityPolicy } from './security-headers';

const require = createRequire(import.meta.url);

/** The API reference page: Scalar's standalone bundle from the npm package, no CDN, no web fonts. */
export function registerDocs(app: Hono<AppEnv>) {
  let bundle: string | undefined;
  app.get('/api/docs/scalar.js', (c) => {
    bundle ??= readFileSync(require.resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(bundle, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
  app.get('/api/docs', (c) => {
    c.header('content-security-policy', DOCS_POLICY);
    return c.html(page);
  });
}

const init = `
      Scalar.createApiReference('#app', {
        url: '/api/openapi.json',
        withDefaultFonts: false,
        hideClientButton: false,
        telemetry: false,
        // Its AI agent calls scalar.com; the reference must work with no network.
        agent: { disabled: true },
        metaData: { title: 'Pentas API reference' },
      });
    `;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pentas API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/api/docs/scalar.js"></script>
    <script>${init}</script>
  </body>
</html>`;

/**
 * The reference's own policy, the narrowest Scalar works under without a violation: its bundle and
 * this one inline call (by hash); 'unsafe-eval' because the zod bundled in it probes `new Function('')`
 * to decide whether to compile its validators (it would fall back, but Chromium reports every refusal,
 * and the page holds nothing but our public document); the styles it injects; requests to this origin
 * only (the document, and "Try it" against this server); data: images and fonts. Nothing may frame it.
 */
const DOCS_POLICY = contentSecurityPolicy({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'", `'sha256-${createHash('sha256').update(init).digest('base64')}'`],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});
