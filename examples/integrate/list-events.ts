/**
 * An integrator's first program: list upcoming events and fetch one with its ticket types, with a
 * client typed by the API's own OpenAPI document (openapi-typescript + openapi-fetch).
 *
 *   npx tsx examples/integrate/list-events.ts http://localhost:3000 jazz
 */
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import type { components, paths } from './pentas-api';

export type EventSummary = components['schemas']['EventSummary'];
export type EventDetail = components['schemas']['EventDetail'];
export type EventFilters = NonNullable<paths['/api/events']['get']['parameters']['query']>;
type Problem = components['schemas']['Problem'];

/** A problem+json answer, as an Error that keeps the machine-readable parts. */
export class PentasError extends Error {
  constructor(readonly problem: Problem) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
  }
}

export interface Listing {
  /** Events matching the filters (X-Total-Count), beyond this page too. */
  total: number;
  events: EventSummary[];
  /** The first event in full: organizer, ticket types with prices and availability, service fee. */
  first: EventDetail | null;
}

/** One page of upcoming events, soonest first, and the first of them in full. No credentials needed. */
export async function listEvents(baseUrl: string, filters: EventFilters = {}): Promise<Listing> {
  const pentas = createClient<paths>({ baseUrl });
  const list = await pentas.GET('/api/events', { params: { query: { pageSize: 5, ...filters } } });
  if (list.error) throw new PentasError(list.error);
  const total = Number(list.response.headers.get('X-Total-Count'));
  const [head] = list.data;
  if (!head) return { total, events: list.data, first: null };
  // A 404 here means it was deleted meanwhile.
  return { total, events: list.data, first: await getEvent(baseUrl, head.id) };
}

/** One event in full; an unknown or deleted one is a PentasError with status 404. */
export async function getEvent(baseUrl: string, id: number): Promise<EventDetail> {
  const { data, error } = await createClient<paths>({ baseUrl }).GET('/api/events/{id}', {
    params: { path: { id } },
  });
  if (error) throw new PentasError(error);
  return data;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl = 'http://localhost:3000', q] = process.argv.slice(2);
  const { total, events, first } = await listEvents(baseUrl, q ? { q } : {});
  console.log(`${total} upcoming events${q ? ` matching '${q}'` : ''}; the first ${events.length}:`);
  for (const e of events)
    console.log(`  #${e.id} ${e.dateTime} ${e.title} (from ${e.minPrice ?? 'TBA'} ${e.currency})`);
  if (first) {
    console.log(`\n${first.title}, ${first.venue}: tickets`);
    for (const t of first.ticketTypes) console.log(`  ${t.name}: ${t.price} ${first.currency}, ${t.available} left`);
  }
}
