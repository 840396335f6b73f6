import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { POSTER_SIZES, type PosterImage, parseDiscoverSearch, posterImage } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { AppError } from '../../lib/errors';
import { getPublicEvent } from '../events';
import { eventHead } from './event-head';
import { discoverData, eventData, type InlineData, landingData } from './inline-data';
import type { PageHead } from './page-head';
import { routeWords } from './route-heads';
import { type ClientRoute, matchClientRoute } from './route-table';
import { searchAsRouterReadsIt } from './router-search';
import type { VisitorPage } from './server-render';
import { shareImageUrl } from './share-image';

/** What the server fills into the app's HTML for one address. */
export interface PageParts {
  status: 200 | 404;
  /** The route whose code to preload (none on a 404). */
  route: ClientRoute | null;
  head: PageHead;
  data?: InlineData;
  /** The first poster the page shows (preloaded with the `<img>`'s own srcset and sizes). */
  poster?: PosterImage | null;
  /**
   * A visitor's page rendered on the server: its HTML goes in `#root` (for the browser to hydrate, or,
   * on a page that turns the visitor away, as it is, with no script but the one sending them to log in).
   */
  rendered?: VisitorPage | null;
}

/** A path parameter the API's `pathId` accepts: 1 to 2147483647, digits only. */
function recordId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

function notFoundPage(origin: string, pathname: string, locale: Locale): PageParts {
  return {
    status: 404,
    route: null,
    head: {
      title: m.head_not_found_title({}, { locale }),
      description: m.head_not_found_description({}, { locale }),
      url: `${origin}${pathname}`,
    },
  };
}

/**
 * An event's page parts, kept per event in the catalog cache (CATALOG_CACHE_SECONDS): every write to
 * an event or its ticket types clears that cache, so an edit shows in the next page served.
 */
function eventPage(deps: AppDeps, id: number, origin: string, locale: Locale): Promise<PageParts> {
  return deps.catalogCache.get(`page:event:${id}:${origin}:${locale}`, async () => {
    const event = await getPublicEvent(deps, id);
    const page = `${origin}/events/${id}`;
    const image = await shareImageUrl(deps, event, origin);
    return {
      status: 200,
      route: '/events/$id/',
      head: eventHead(event, { page, image }, locale),
      data: eventData(event),
      poster: event.imageUrl ? posterImage(event.imageUrl, event.imageVariants, POSTER_SIZES.eventPage) : null,
    } satisfies PageParts;
  }) as Promise<PageParts>;
}

function firstPoster(data: InlineData): PosterImage | null {
  const [answer] = Object.values(data);
  const [first] = (answer?.body ?? []) as { imageUrl: string | null; imageVariants?: number[] }[];
  return first?.imageUrl ? posterImage(first.imageUrl, first.imageVariants, POSTER_SIZES.card) : null;
}

/** The page at `url`: its head, inline data and preloads; a 404 outside the route table or for no such event. */
export async function pageAt(deps: AppDeps, url: URL, origin: string, locale: Locale): Promise<PageParts> {
  const match = matchClientRoute(url.pathname);
  if (!match) return notFoundPage(origin, url.pathname, locale);
  const { route } = match;
  const canonical = `${origin}${url.pathname.replace(/(.)\/$/, '$1')}`;
  const words = routeWords(route, locale);
  const head: PageHead = { ...words, url: canonical };
  if (route === '/events/$id/') {
    const id = recordId(match.params.id);
    if (id === null) return notFoundPage(origin, url.pathname, locale);
    try {
      return await eventPage(deps, id, origin, locale);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return notFoundPage(origin, url.pathname, locale);
      throw error;
    }
  }
  if (route === '/') {
    const data = await landingData(deps);
    return { status: 200, route, head, data, poster: firstPoster(data) };
  }
  if (route === '/events/') return discoverPage(deps, url, head);
  return { status: 200, route, head };
}

/**
 * The discover page, public (decisions.md item 30): its events for the search in the address, read as
 * the web app's router reads it (`parseDiscoverSearch`), so the page carries the very answer it asks for.
 */
async function discoverPage(deps: AppDeps, url: URL, head: PageHead): Promise<PageParts> {
  const data = await discoverData(deps, parseDiscoverSearch(searchAsRouterReadsIt(url.searchParams)));
  return { status: 200, route: '/events/', head, data, poster: firstPoster(data) };
}
