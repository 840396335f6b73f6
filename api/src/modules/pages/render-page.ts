import { escapeHtml, scriptJson } from './html-escape';
import { headTags } from './page-head';
import type { PageParts } from './pages.service';
import type { WebBuild } from './web-build';

/**
 * What lets the page paint without a chain of requests: the route's chunks (modulepreload, as Vite
 * links the entry's), the font the text is set in, the first poster.
 */
function preloadTags(build: WebBuild, parts: PageParts): string[] {
  const tags = (parts.route ? build.routeChunks(parts.route) : []).map(
    (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
  );
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

/**
 * index.html as built, with this page's head in place of the generic title and description, its
 * preloads, and its API data as a JSON script (never executed; read by web/src/lib/inline-answers.ts).
 */
export function renderPage(build: WebBuild, parts: PageParts): string {
  const added = [headTags(parts.head), ...preloadTags(build, parts)];
  if (parts.status === 404) added.push('<meta name="robots" content="noindex" />');
  if (parts.data) added.push(`<script type="application/json" id="pentas-data">${scriptJson(parts.data)}</script>`);
  const block = added.join('\n    ');
  const html = build.html.replace(/\s*<meta name="description"[^>]*>/, '');
  const withTitle = html.replace(/<title>[\s\S]*?<\/title>/, () => block);
  return withTitle === html ? html.replace('</head>', () => `${block}\n  </head>`) : withTitle;
}
