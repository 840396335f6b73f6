import { type components, type operations, unwrap, unwrapPage } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type EventSummary = components['schemas']['EventSummary'];
export type EventDetail = components['schemas']['EventDetail'];
export type ManagedEvent = components['schemas']['ManagedEvent'];
export type TicketType = components['schemas']['TicketType'];
export type EventListFilters = NonNullable<operations['listEvents']['parameters']['query']>;

/** Query keys: ['events', …] and ['my-events', …]; mutations invalidate by those prefixes. */
export const eventQueries = {
  all: () => ['events'] as const,
  list: (filters: EventListFilters = {}) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list', filters],
      queryFn: () => unwrap(api.GET('/api/events', { params: { query: filters } })),
    }),
  /** The listed events a picker offers (the scanner's door, an affiliate's embed): the first 50. */
  pickable: () => eventQueries.list({ pageSize: 50 }),
  /** A page with the total from X-Total-Count, for the discover page's pagination. */
  page: (filters: EventListFilters) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'page', filters],
      queryFn: () => unwrapPage(api.GET('/api/events', { params: { query: filters } })),
    }),
  /** An event as the public sees it; with a promo or access code, as its holder sees it (its own key). */
  detail: (id: number, code?: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id, ...(code ? [code.toLowerCase()] : [])],
      queryFn: () => unwrap(api.GET('/api/events/{id}', { params: { path: { id }, query: code ? { code } : {} } })),
    }),
};

export const myEventQueries = {
  all: () => ['my-events'] as const,
  list: () =>
    queryOptions({
      queryKey: [...myEventQueries.all(), 'list'],
      queryFn: () => unwrap(api.GET('/api/my-events')),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...myEventQueries.all(), 'detail', id],
      queryFn: () => unwrap(api.GET('/api/my-events/{id}', { params: { path: { id } } })),
    }),
};
