import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../../lib/logger';
import type { InlineData } from './inline-data';
import type { PageParts } from './pages.service';
import type { ClientRoute } from './route-table';

/** web/src/entry-server.tsx's export: `#root`'s HTML for a page, or null where it cannot tell. */
type RenderApp = (url: string, answers: InlineData) => Promise<string | null>;

/** The pages a visitor can see: the others' guards turn a visitor away, so there is nothing to render. */
const RENDERED_ROUTES: readonly ClientRoute[] = [
  '/',
  '/events/$id/',
  '/login',
  '/privacy',
  '/terms',
  '/refunds',
  '/safety',
];

/**
 * Query parameters that change nothing a page shows, so its one rendering serves them too: an
 * affiliate's `ref` (read after load), the tracking tags chat apps and ads add, and the login page's
 * `returnTo` (where to go after signing in; every guard sends visitors there with one). Any other
 * parameter can change the page (`?cart=`, `/login?mode=`): such an address is left to the browser.
 */
const IGNORED_PARAMETERS = /^(ref|fbclid|gclid|utm_\w+)$/;
const IGNORED_BY_ROUTE: Partial<Record<ClientRoute, string[]>> = { '/login': ['returnTo'] };

function rendersWithQuery(url: URL, route: ClientRoute) {
  const ignored = IGNORED_BY_ROUTE[route] ?? [];
  return [...url.searchParams.keys()].every((name) => IGNORED_PARAMETERS.test(name) || ignored.includes(name));
}

/**
 * The web app's server render (web/dist-server/entry-server.js, built beside web/dist), loaded on
 * first use and again when rebuilt. Null without that build, or when the render fails: the page is
 * then painted by the browser alone, as before server rendering, and the failure is logged.
 */
function serverRenderer(serverDir: string) {
  const file = path.join(serverDir, 'entry-server.js');
  let loaded: { mtimeMs: number; render: Promise<RenderApp> } | undefined;
  return async (pathname: string, data: InlineData, log: Logger): Promise<string | null> => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      // The build's time in the address: a rebuilt file is imported anew, not taken from the module cache.
      const module = import(`${pathToFileURL(file).href}?built=${stat.mtimeMs}`) as Promise<{ renderApp: RenderApp }>;
      loaded = { mtimeMs: stat.mtimeMs, render: module.then((m) => m.renderApp) };
    }
    try {
      return await (await loaded.render)(pathname, data);
    } catch (err) {
      log.warn({ err, pathname }, 'server render failed; the browser renders the page');
      return null;
    }
  };
}

interface Rendered {
  version: number;
  markup: Promise<string | null>;
}

/**
 * A visitor's page as the server renders it, made once per web build and per page data: a page with
 * data is kept with that very data object (an event's parts live in the catalog cache, so its markup
 * is dropped with them and always matches the data the page carries); one without, per route.
 */
export function visitorPageRenderer(serverDir: string) {
  const render = serverRenderer(serverDir);
  const byData = new WeakMap<InlineData, Rendered>();
  const byRoute = new Map<ClientRoute, Rendered>();
  return (
    build: { version: number },
    url: URL,
    parts: PageParts,
    data: InlineData,
    log: Logger,
  ): Promise<string | null> | null => {
    const { route } = parts;
    if (!route || !RENDERED_ROUTES.includes(route) || !rendersWithQuery(url, route)) return null;
    const kept = parts.data ? byData.get(parts.data) : byRoute.get(route);
    if (kept?.version === build.version) return kept.markup;
    const rendered = { version: build.version, markup: render(url.pathname, data, log) };
    if (parts.data) byData.set(parts.data, rendered);
    else byRoute.set(route, rendered);
    return rendered.markup;
  };
}
