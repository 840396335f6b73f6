/**
 * The first page's API data, written into its HTML by the server (api/src/modules/pages/inline-data.ts):
 * `{ "<path and query>": { body, headers, status } }` (status: a visitor's session check is its 401).
 * Each entry answers the first request for exactly that address, once, and only while the page is just
 * loaded (or, whatever its age, while a server-rendered page is hydrated); anything later goes to the
 * network, so nothing stale is served after a refetch or an edit.
 */
// Counted from navigation start, about when the server wrote the data; long enough for a slow phone
// to fetch and run the entry script.
const FRESH_FOR_MS = 10_000;

/** One address's answer, as the server wrote it. */
export interface InlineAnswer {
  body: unknown;
  headers?: Record<string, string>;
  status?: number;
}
export type InlineAnswers = Record<string, InlineAnswer>;

let entries: InlineAnswers | undefined;

/**
 * A document the browser took from its cache on Back or Forward carries the answers of its first load,
 * perhaps long ago and for someone not signed in then: none are used, everything is asked again.
 */
function fromHistoryCache() {
  const [navigation] = (globalThis.performance?.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}

/**
 * While a page the server rendered is hydrated (main.tsx), its answers are used whatever their age and
 * however the document came: the page was rendered from them, and hydration must see the same.
 */
let hydrating = false;
export function answerFromPageWhileHydrating(on: boolean) {
  hydrating = on;
}

/** Whether the page's answers may be older than what the API says now (then asked again once hydrated). */
export function pageAnswersMayBeStale() {
  return fromHistoryCache() || performance.now() > FRESH_FOR_MS;
}

function readEntries() {
  if (!hydrating && fromHistoryCache()) return {};
  const text = globalThis.document?.getElementById('pentas-data')?.textContent;
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/** The server's answer for `request`, if the page carries one not yet used; else undefined. */
export function takeInlineAnswer(request: Request): Response | undefined {
  if (request.method !== 'GET' || (!hydrating && performance.now() > FRESH_FOR_MS)) return undefined;
  entries ??= readEntries();
  const key = addressOf(request);
  const entry = entries?.[key];
  if (!entry) return undefined;
  delete entries?.[key];
  return responseOf(entry);
}

/** The key an answer is written under: the request's path and query. */
export function addressOf(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** The response the API gave, rebuilt from its inline form. */
export function responseOf(entry: InlineAnswer): Response {
  return new Response(JSON.stringify(entry.body), {
    status: entry.status ?? 200,
    headers: { 'content-type': 'application/json', ...entry.headers },
  });
}
