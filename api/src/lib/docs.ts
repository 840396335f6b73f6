import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';

const require = createRequire(import.meta.url);

/** The API reference page: Scalar's standalone bundle from the npm package, no CDN, no web fonts. */
export function registerDocs(app: Hono<AppEnv>) {
  let bundle: string | undefined;
  app.get('/api/docs/scalar.js', (c) => {
    bundle ??= readFileSync(require.resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(bundle, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
  app.get('/api/docs', (c) => c.html(page));
}

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
    <script>
      Scalar.createApiReference('#app', {
        url: '/api/openapi.json',
        withDefaultFonts: false,
        hideClientButton: false,
        telemetry: false,
        // Its AI agent calls scalar.com; the reference must work with no network.
        agent: { disabled: true },
        metaData: { title: 'Pentas API reference' },
      });
    </script>
  </body>
</html>`;
