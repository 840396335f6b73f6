import type { Locale } from '@pentas/i18n';
import { escapeHtml, scriptJson } from './html-escape';
import { headTags } from './page-head';
import type { PageParts } from './pages.service';
import type { WebBuild } from './web-build';

/**
 * What lets the page paint without a chain of requests: the route's chunks (modulepreload, as Vite
 * links the entry's; on a page rendered on the server, loaded after the first paint instead), the
 * font the text is set in, the first poster.
 */
function preloadTags(build: WebBuild, parts: PageParts): string[] {
  const tags = parts.rendered ? [] : [...build.startChunks, ...routeChunkUrls(build, parts)].map(modulePreloadTag);
  if (build.fontUrl) {
    tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(build.fontUrl)}">`);
  }
  const poster = parts.poster;
  if (poster) {
    // The same srcset and sizes as the <img>, so the browser preloads the file the page will use.
    const responsive = poster.srcSet
      ? ` imagesrcset="${escapeHtml(poster.srcSet)}" imagesizes="${escapeHtml(poster.sizes ?? '100vw')}"`
      : '';
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(poster.src)}"${responsive}>`);
  }
  return tags;
}

const routeChunkUrls = (build: WebBuild, parts: PageParts) => (parts.route ? build.routeChunks(parts.route) : []);
const modulePreloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`;

/** What of the request a page's HTML depends on. */
export interface PageRequest {
  /** The page's language (the build's too), and whether the address asked for it (`?lang=`). */
  locale: Locale;
  languageAsked: boolean;
  /** The affiliate visit token of a page opened with `?ref=`. */
  visitToken?: string;
}

/**
 * index.html as built, with this page's head in place of the generic title and description, its
 * preloads, its affiliate visit token if it was opened with `?ref=`, and its API data as a JSON script
 * (never executed; read by web/src/lib/inline-answers.ts).
 * A page rendered on the server carries its HTML in `#root`.
 */
export function renderPage(build: WebBuild, parts: PageParts, request: PageRequest): string {
  const { visitToken, locale, languageAsked } = request;
  const added = [headTags(parts.head, locale, languageAsked), ...preloadTags(build, parts)];
  // The request's own (never in the cached parts): web/src/routes/__root.tsx sends it with the click beacon.
  if (visitToken) added.push(`<meta name="pentas-visit-token" content="${escapeHtml(visitToken)}">`);
  if (parts.status === 404) added.push('<meta name="robots" content="noindex" />');
  if (parts.data) added.push(`<script type="application/json" id="pentas-data">${scriptJson(parts.data)}</script>`);
  // The dates and prices its render wrote (never executed; web/src/boot.tsx hands them to intl-formats.ts).
  const written = parts.rendered?.written;
  if (written) added.push(`<script type="application/json" id="pentas-written">${scriptJson(written)}</script>`);
  const block = added.join('\n    ');
  const html = build.html.replace(/\s*<meta name="description"[^>]*>/, '');
  const withTitle = html.replace(/<title>[\s\S]*?<\/title>/, () => block);
  const withHead = withTitle === html ? html.replace('</head>', () => `${block}\n  </head>`) : withTitle;
  const rendered = parts.rendered;
  if (!rendered) return withHead;
  const scripts = rendered.signedOut
    ? scriptsSendingToLogIn(withHead, rendered.signedOut)
    : scriptsAfterPaint(withHead, [...build.startChunks, ...routeChunkUrls(build, parts)]);
  return scripts.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html with Vite's entry script and module preloads replaced by `scripts`. */
function withScripts(html: string, scripts: string[]) {
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `\n    ${scripts.join('\n    ')}`);
}

/**
 * A page rendered on the server paints from its HTML, CSS, font and poster alone; its scripts only
 * hydrate it (its links work before they run). Vite's entry script and module preloads give way to
 * web/public/start-after-paint.js, which fetches the same files, the app's start and the route's
 * chunks, all at once once the page has painted: on a slow phone connection the first paint no
 * longer shares it with ~150 KB of scripts.
 */
function scriptsAfterPaint(html: string, moreChunks: string[]) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const chunks = [...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]), ...moreChunks];
  const attributes = [`data-entry="${escapeHtml(entry)}"`, `data-chunks="${escapeHtml(chunks.join(' '))}"`];
  return withScripts(html, [`<script defer src="/start-after-paint.js" ${attributes.join(' ')}></script>`]);
}

/**
 * A signed-in page a visitor asked for: its HTML is the app's header, a spinner and the page's
 * logged-out toast, and none of the app's script runs (so no scripts hold up the redirect on a slow
 * phone). web/public/redirect-after.js sends the visitor to log in after the page's delay (500 ms, 1 s
 * for analytics and create event, 2 s for checkout), as the app would; without scripts, a refresh a
 * second later does (decisions.md item 26).
 */
function scriptsSendingToLogIn(html: string, { delay, to }: { delay: number; to: string }) {
  return withScripts(html, [
    `<script defer src="/redirect-after.js" data-to="${escapeHtml(to)}" data-after="${delay}"></script>`,
    `<noscript><meta http-equiv="refresh" content="${Math.ceil(delay / 1000)};url=${escapeHtml(to)}"></noscript>`,
  ]);
}
