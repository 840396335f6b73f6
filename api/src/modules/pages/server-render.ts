import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../../lib/logger';
import type { InlineData } from './inline-data';
import type { PageParts } from './pages.service';
import type { ClientRoute } from './route-table';

/**
 * web/src/entry-server.tsx's `renderApp`: `#root`'s HTML for a page, with the spec's delay before a
 * visitor is sent to log in where the page turns them away; null where it cannot tell.
 */
export interface RenderedPage {
  html: string;
  signedOut?: { delay: number };
}
type RenderApp = (url: string, answers: InlineData) => Promise<RenderedPage | null>;

/**
 * The pages a visitor can see. Every other page turns a visitor away: its rendering is the same for
 * any address and query (the toast and a spinner), and only that rendering is used.
 */
const PUBLIC_ROUTES: readonly ClientRoute[] = [
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
  return async (pathname: string, data: InlineData, log: Logger): Promise<RenderedPage | null> => {
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
  page: Promise<RenderedPage | null>;
}

/** A visitor's page as served: its HTML, and where a page that turns them away sends them, when. */
export interface VisitorPage {
  html: string;
  signedOut?: { delay: number; to: string };
}

/**
 * A visitor's page as the server renders it, made once per web build and per page data: a page with
 * data is kept with that very data object (an event's parts live in the catalog cache, so its
 * rendering is dropped with them and always matches the data the page carries); one without, per route.
 */
export function visitorPageRenderer(serverDir: string) {
  const render = serverRenderer(serverDir);
  const byData = new WeakMap<InlineData, Rendered>();
  const byRoute = new Map<ClientRoute, Rendered>();
  /** Kept with `keptWith` when the page has data, else per route. */
  const renderedOnce = (
    build: { version: number },
    url: URL,
    route: ClientRoute,
    keptWith: InlineData | undefined,
    data: InlineData,
    log: Logger,
  ) => {
    const kept = keptWith ? byData.get(keptWith) : byRoute.get(route);
    if (kept?.version === build.version) return kept.page;
    const rendered = { version: build.version, page: render(url.pathname, data, log) };
    if (keptWith) byData.set(keptWith, rendered);
    else byRoute.set(route, rendered);
    return rendered.page;
  };
  return async (
    build: { version: number },
    url: URL,
    parts: PageParts,
    data: InlineData,
    log: Logger,
  ): Promise<VisitorPage | null> => {
    const { route } = parts;
    if (!route) return null;
    if (PUBLIC_ROUTES.includes(route)) {
      if (!rendersWithQuery(url, route)) return null;
      const page = await renderedOnce(build, url, route, parts.data, data, log);
      return page && !page.signedOut ? { html: page.html } : null;
    }
    // The refusal is the same whatever the page's data: kept per route.
    const page = await renderedOnce(build, url, route, undefined, data, log);
    if (!page?.signedOut) return null;
    // The address RequireAuthError sends a visitor to (web/src/features/auth/guard-words.ts).
    const to = `/api/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
    return { html: page.html, signedOut: { delay: page.signedOut.delay, to } };
  };
}
