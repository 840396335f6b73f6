import { type DiscoverSearch, discoverListQuery } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { listPublicEvents } from '../events';

/** One API answer carried in the page: its JSON body, the headers the client reads, its status (200). */
interface InlineAnswer {
  body: unknown;
  headers?: Record<string, string>;
  status?: number;
}

/**
 * The `pentas-data` script's contract: keys are the exact path and query the web client requests
 * (openapi-fetch writes query parameters in the order the query object names them, skipping
 * undefined ones), values the exact answer the API gives there. web/src/lib/inline-answers.ts
 * answers each such request once from it, in the first seconds after the page loads.
 */
export type InlineData = Record<string, InlineAnswer>;

/** web/src/features/home/home-queries.ts: the visitor's landing page lists the first 3 events. */
const LANDING_EVENTS_URL = '/api/events?pageSize=3';
const eventUrl = (id: number) => `/api/events/${id}`;

async function listAnswer(
  deps: AppDeps,
  filters: Parameters<typeof listPublicEvents>[1] & { pageSize: number },
): Promise<InlineAnswer> {
  const { items, total } = await listPublicEvents(deps, filters);
  return { body: items, headers: { 'x-total-count': String(total) } };
}

export async function landingData(deps: AppDeps): Promise<InlineData> {
  return { [LANDING_EVENTS_URL]: await listAnswer(deps, { pageSize: 3 }) };
}

/**
 * web/src/features/events/discover-search.ts: the discover page's request for its search, written as
 * openapi-fetch writes it (each value through encodeURIComponent, undefined ones left out) and read back
 * as the browser's URL reads it (`addressOf`), e.g. /api/events?q=jazz&page=1&pageSize=9.
 */
function discoverEventsUrl(query: ReturnType<typeof discoverListQuery>) {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`],
  );
  const url = new URL(`/api/events?${pairs.join('&')}`, 'http://localhost');
  return url.pathname + url.search;
}

/** The discover page's events for `search` (its filters and page), at the address the page asks. */
export async function discoverData(deps: AppDeps, search: DiscoverSearch): Promise<InlineData> {
  const query = discoverListQuery(search);
  return { [discoverEventsUrl(query)]: await listAnswer(deps, query) };
}

export function eventData(event: { id: number }): InlineData {
  return { [eventUrl(event.id)]: { body: event } };
}

const SESSION_URL = '/api/auth/user';

/**
 * For a request that carries no signed session cookie: the session check's answer, 401 as the API
 * would give it, so a visitor's page neither waits for nor logs a failed request (the cookie is
 * HttpOnly: only the server can tell). Never cached: it is the request's own.
 */
export function signedOutData(problem: unknown): InlineData {
  return { [SESSION_URL]: { status: 401, body: problem, headers: { 'content-type': 'application/problem+json' } } };
}
