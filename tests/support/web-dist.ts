import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The files of the fixture build, as the server links them. */
export const FIXTURE = {
  entry: '/assets/index-abc123.js',
  main: '/assets/main-pqr.js',
  react: '/assets/react-uvw.js',
  shell: '/assets/shell-xyz.js',
  boot: '/assets/boot-stu.js',
  eventRouteChunk: '/assets/_id-def456.js',
  eventPageChunk: '/assets/event-page-ghi789.js',
  font: '/assets/inter-latin-wght-normal-jkl012.woff2',
  malayOnly: '/assets/ms-only-mno345.js',
};

/** Every script an event page loads, sorted: the entry's, the app's start in steps, the route's. */
export const EVENT_PAGE_FILES = [
  FIXTURE.main,
  FIXTURE.react,
  FIXTURE.shell,
  FIXTURE.boot,
  FIXTURE.eventPageChunk,
  FIXTURE.eventRouteChunk,
].sort();

/**
 * A small web build shaped like Vite's (index.html with the generic head, the build manifest, the CSS
 * naming the font), in English and Malay (dist-ms), so page tests need no `npm run build`. With `serverRender`, the source of the
 * server-render module built beside it (web/dist-server/entry-server.js, `renderApp`).
 */
export function fixtureWebDist({ serverRender }: { serverRender?: string } = {}): string {
  const web = mkdtempSync(path.join(os.tmpdir(), 'pentas-web-'));
  const dist = path.join(web, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Pentas — tickets for concerts, festivals, talks and games across Malaysia and South-East Asia." />
    <title>Pentas — event tickets for Malaysia and South-East Asia</title>
    <script type="module" crossorigin src="${FIXTURE.entry}"></script>
    <link rel="modulepreload" crossorigin href="${FIXTURE.main}">
    <link rel="stylesheet" crossorigin href="/assets/index-css123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(
    path.join(dist, 'assets', 'index-css123.css'),
    `@font-face{font-family:Inter Variable;src:url(${FIXTURE.font}) format("woff2-variations");unicode-range:U+0000-00FF}`,
  );
  const manifest = {
    'index.html': {
      file: 'assets/index-abc123.js',
      isEntry: true,
      imports: ['_main.js'],
      css: ['assets/index-css123.css'],
    },
    // main.tsx, which imports the app in steps.
    '_main.js': { file: FIXTURE.main.slice(1), dynamicImports: ['_react.js', '_shell.js', 'src/boot.tsx'] },
    '_shell.js': { file: FIXTURE.shell.slice(1), imports: ['_react.js'] },
    '_react.js': { file: FIXTURE.react.slice(1) },
    'src/boot.tsx': { file: FIXTURE.boot.slice(1), imports: ['_shell.js', '_react.js'] },
    'src/routes/events/$id/index.tsx?tsr-split=component---loader': {
      file: FIXTURE.eventRouteChunk.slice(1),
      imports: ['_event-page.js', '_main.js', '_shell.js'],
    },
    '_event-page.js': { file: FIXTURE.eventPageChunk.slice(1), imports: ['_shell.js', '_main.js'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // The Malay build beside it (web/build/locale-build.ts), with one script of its own.
  const malay = path.join(web, 'dist-ms');
  cpSync(dist, malay, { recursive: true });
  const malayHtml = readFileSync(path.join(malay, 'index.html'), 'utf8').replace(
    '<html lang="en">',
    '<html lang="ms">',
  );
  writeFileSync(path.join(malay, 'index.html'), malayHtml);
  writeFileSync(path.join(malay, 'assets', FIXTURE.malayOnly.slice('/assets/'.length)), 'console.log("ms")');
  // Built after the web app, as `npm run build` does (a render older than the app is not used).
  if (serverRender) {
    mkdirSync(path.join(web, 'dist-server'));
    writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), serverRender);
  }
  return dist;
}
