import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '@pentas/i18n';
import { DISCOVER_PARAMETERS, loginAndReturnTo } from '@pentas/openapi';
import type { Logger } from '../../lib/logger';
import type { InlineData } from './inline-data';
import type { PageParts } from './pages.service';
import type { ClientRoute } from './route-table';

/**
 * web/src/entry-server.tsx's `renderApp`: `#root`'s HTML for a page, with the page's delay before a
 * visitor is sent to log in where the page turns them away; null where it cannot tell.
 */
export interface RenderedPage {
  html: string;
  signedOut?: { delay: number };
  /** The dates and prices the render wrote: sent with the page, for the browser to hydrate with. */
  written?: Record<string, string>;
}
type RenderApp = (url: string, answers: InlineData, locale: Locale) => Promise<RenderedPage | null>;

/**
 * The pages a visitor can see. Every other page turns a visitor away: its rendering is the same for
 * any address and query (the toast and a spinner), and only that rendering is used.
 */
const PUBLIC_ROUTES: readonly ClientRoute[] = [
  '/',
  '/events/',
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
 * `returnTo` (where to go after signing in; every guard sends visitors there with one), and `lang` (the
 * page is rendered in the language it picks; page-locale.ts). Any other
 * parameter can change the page (`?cart=`, `/login?mode=`): such an address is left to the browser.
 */
const IGNORED_PARAMETERS = /^(ref|lang|fbclid|gclid|utm_\w+)$/;
const IGNORED_BY_ROUTE: Partial<Record<ClientRoute, readonly string[]>> = { '/login': ['returnTo'] };

/**
 * Pages whose query is their content: discover's search, filters and page (its inline data is the
 * answer for that very search, pages.service.ts), rendered at their full address.
 */
const RENDERED_WITH_QUERY: Partial<Record<ClientRoute, readonly string[]>> = { '/events/': DISCOVER_PARAMETERS };

function rendersWithQuery(url: URL, route: ClientRoute) {
  const ignored = [...(IGNORED_BY_ROUTE[route] ?? []), ...(RENDERED_WITH_QUERY[route] ?? [])];
  return [...url.searchParams.keys()].every((name) => IGNORED_PARAMETERS.test(name) || ignored.includes(name));
}

/** Renders waiting at most; past it a visitor's page is served unrendered (the browser renders it). */
const MAX_WAITING = 8;
/** A render that takes longer is not waited for (its page is kept when it does finish). */
const RENDER_WAIT_MS = 500;
/** A page that could not be rendered is tried again after this long. */
const NOT_RENDERED_KEPT_MS = 10_000;

/**
 * The web app's server render (web/dist-server/entry-server.js, built after web/dist), loaded on first
 * use and again when rebuilt. Null without that build, while it is older than the web app's (being
 * rebuilt: its HTML would not match the browser's code), or when the render fails: the page is then
 * painted by the browser alone, as before server rendering, and the failure is logged.
 */
function serverRenderer(serverDir: string) {
  const file = path.join(serverDir, 'entry-server.js');
  let loaded: { mtimeMs: number; render: Promise<RenderApp> } | undefined;
  return {
    /** The build in use: the module's time, or null when there is none to use with web app `version`. */
    moduleFor(version: number): number | null {
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat && stat.mtimeMs >= version ? stat.mtimeMs : null;
    },
    async render(
      moduleTime: number,
      pathname: string,
      data: InlineData,
      locale: Locale,
      log: Logger,
    ): Promise<RenderedPage | null> {
      if (loaded?.mtimeMs !== moduleTime) {
        // The build's time in the address: a rebuilt file is imported anew, not taken from the module cache.
        const module = import(`${pathToFileURL(file).href}?built=${moduleTime}`) as Promise<{ renderApp: RenderApp }>;
        loaded = { mtimeMs: moduleTime, render: module.then((m) => m.renderApp) };
      }
      try {
        return await (await loaded.render)(pathname, data, locale);
      } catch (err) {
        log.warn({ err, pathname }, 'server render failed; the browser renders the page');
        return null;
      }
    },
  };
}

interface Rendered {
  build: string;
  page: Promise<RenderedPage | null>;
  /** When a page that was not rendered is tried again. */
  retryAt?: number;
}

/** A visitor's page as served: its HTML, and where a page that turns them away sends them, when. */
export interface VisitorPage {
  html: string;
  signedOut?: { delay: number; to: string };
  /** The dates and prices the render wrote, which the browser hydrates with (a public page's). */
  written?: Record<string, string>;
}

/** The path a page is rendered at: `//login` and `/login/` are /login to the router too. */
function renderedPath(url: URL) {
  return url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/** The address a page is rendered at: its path, and its query where the query is the page's content. */
function renderedAddress(url: URL, route: ClientRoute) {
  return RENDERED_WITH_QUERY[route] ? renderedPath(url) + url.search : renderedPath(url);
}

/** What a rendering is kept with: a page's first answer's body when it has data, else its route. */
interface KeptWith {
  route: ClientRoute;
  data?: object;
}

/**
 * A visitor's page as served: `parts` with the page's HTML rendered in (`rendered`). A page that turns
 * the visitor away runs none of the app's script and shows no poster: it carries no data or poster.
 *
 * Each rendering is made once per build and per page data: a page with data is kept with its first
 * answer's body (the object the catalog cache holds, so the rendering goes with it and always matches
 * the data the page carries); one without, per route. At most MAX_WAITING renders wait, none is
 * waited for longer than RENDER_WAIT_MS: past that the page is served unrendered.
 */
export function visitorPageRenderer(serverDir: string) {
  const renderer = serverRenderer(serverDir);
  // Per language: the same data renders in each.
  const keptStore = () => ({ byData: new WeakMap<object, Rendered>(), byRoute: new Map<ClientRoute, Rendered>() });
  const stores = Object.fromEntries(LOCALES.map((locale) => [locale, keptStore()])) as Record<
    Locale,
    ReturnType<typeof keptStore>
  >;
  let waiting = 0;

  /** The rendering kept with `keptWith` for `build`, or a new one from `render` (none past MAX_WAITING). */
  const renderedOnce = (
    build: string,
    locale: Locale,
    keptWith: KeptWith,
    render: () => Promise<RenderedPage | null>,
  ) => {
    const { byData, byRoute } = stores[locale];
    const kept = keptWith.data ? byData.get(keptWith.data) : byRoute.get(keptWith.route);
    const usable = kept?.build === build && !(kept.retryAt !== undefined && kept.retryAt < Date.now());
    let page = usable ? kept.page : null;
    if (!page) {
      if (waiting >= MAX_WAITING) return Promise.resolve(null);
      waiting++;
      const rendered: Rendered = { build, page: render() };
      void rendered.page.then((done) => {
        waiting--;
        if (!done) rendered.retryAt = Date.now() + NOT_RENDERED_KEPT_MS;
      });
      if (keptWith.data) byData.set(keptWith.data, rendered);
      else byRoute.set(keptWith.route, rendered);
      page = rendered.page;
    }
    return Promise.race([page, sleep(RENDER_WAIT_MS).then(() => null)]);
  };

  /** The page rendered for `route`, when there is a server render to use with this web build. */
  const renderedPage = async (
    build: { version: number },
    locale: Locale,
    url: URL,
    parts: PageParts,
    data: InlineData,
    log: Logger,
  ) => {
    const { route } = parts;
    const moduleTime = renderer.moduleFor(build.version);
    if (!route || moduleTime === null) return null;
    const key = `${build.version}:${moduleTime}`;
    const render = () => renderer.render(moduleTime, renderedAddress(url, route), data, locale, log);
    if (PUBLIC_ROUTES.includes(route)) {
      if (!rendersWithQuery(url, route)) return null;
      const page = await renderedOnce(key, locale, { route, data: firstAnswerBody(parts.data) }, render);
      return page && !page.signedOut ? { html: page.html, written: page.written } : null;
    }
    // The refusal is the same whatever the page's data and address: kept per route.
    const page = await renderedOnce(key, locale, { route }, render);
    if (!page?.signedOut) return null;
    return {
      html: page.html,
      signedOut: { delay: page.signedOut.delay, to: loginAndReturnTo(url.pathname + url.search) },
    };
  };

  return async (
    build: { version: number },
    locale: Locale,
    url: URL,
    parts: PageParts,
    data: InlineData,
    log: Logger,
  ): Promise<PageParts> => {
    const rendered = await renderedPage(build, locale, url, parts, data, log);
    return rendered?.signedOut ? { ...parts, data: undefined, poster: null, rendered } : { ...parts, data, rendered };
  };
}

/** The body of a page's first inline answer: the catalog's own object (an event, a list), or none. */
function firstAnswerBody(data: InlineData | undefined): object | undefined {
  const body = data ? Object.values(data)[0]?.body : undefined;
  return typeof body === 'object' && body !== null ? body : undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
