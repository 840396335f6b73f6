import { type components, type operations, unwrap, unwrapPage } from '@pentas/openapi';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { numberedPages } from '@/lib/paged';

type Schemas = components['schemas'];
export type Recipient = Schemas['RecipientSearchResult']['users'][number];
export type IssuableEvent = Schemas['TicketGenerationOptions']['events'][number];
export type IssuableTicketType = IssuableEvent['ticketTypes'][number];
export type ManualTicketRecord = Schemas['ManualTicketRecord'];
export type ManualTicketSummary = Schemas['ManualTicketSummary'];
export type GenerateTicketsBody = Schemas['GenerateTickets'];

type TrackerQuery = NonNullable<operations['listManualTickets']['parameters']['query']>;
/** What the tracker's list is asked for (the summary takes `search` and `range` of it). */
export type TrackerFilters = Required<Pick<TrackerQuery, 'search' | 'range' | 'sort' | 'direction'>>;

/** Records per page of the tracker ('Load more' asks for the next). */
const TRACKER_PAGE_SIZE = 20;

/** Recipient searches are kept 30 s and the issuable events and types 60 s: going back and forth asks once. */
const SEARCH_CACHE_MS = 30_000;
const OPTIONS_CACHE_MS = 60_000;
/**
 * Other staff issue tickets too: a tracker opened again after this long shows what it has and asks
 * again behind it (issuing from this browser invalidates it at once).
 */
const TRACKER_FRESH_MS = 30_000;

/** Query keys under ['manual-tickets']; issuing tickets invalidates the options and the tracker. */
export const manualTicketQueries = {
  all: () => ['manual-tickets'] as const,
  recipients: (query: string) =>
    queryOptions({
      queryKey: [...manualTicketQueries.all(), 'recipients', query],
      queryFn: () => unwrap(api.GET('/api/admin/search-users', { params: { query: { query } } })),
      staleTime: SEARCH_CACHE_MS,
      gcTime: SEARCH_CACHE_MS,
    }),
  options: () =>
    queryOptions({
      queryKey: [...manualTicketQueries.all(), 'options'],
      queryFn: () => unwrap(api.GET('/api/admin/ticket-generation-options')),
      staleTime: OPTIONS_CACHE_MS,
    }),
  trackerAll: () => [...manualTicketQueries.all(), 'tracker'] as const,
  /** The records matching `filters`, a page at a time. */
  records: (filters: TrackerFilters) =>
    infiniteQueryOptions({
      queryKey: [...manualTicketQueries.trackerAll(), 'records', filters],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/manual-tickets', {
            params: {
              query: {
                ...filters,
                search: filters.search || undefined,
                page: pageParam,
                pageSize: TRACKER_PAGE_SIZE,
              },
            },
          }),
        ),
      ...numberedPages,
      staleTime: TRACKER_FRESH_MS,
    }),
  /** The figures of the records matching `search` and `range` (the sort does not change them). */
  summary: ({ search, range }: Pick<TrackerFilters, 'search' | 'range'>) =>
    queryOptions({
      queryKey: [...manualTicketQueries.trackerAll(), 'summary', { search, range }],
      queryFn: () =>
        unwrap(
          api.GET('/api/admin/manual-tickets-summary', { params: { query: { search: search || undefined, range } } }),
        ),
    }),
};

/** The tracker route's loader: the figures and the first page for the filters in the address. */
export async function loadTracker(queryClient: QueryClient, filters: TrackerFilters) {
  await Promise.all([
    queryClient.ensureQueryData({ ...manualTicketQueries.summary(filters), revalidateIfStale: true }),
    queryClient.ensureInfiniteQueryData({ ...manualTicketQueries.records(filters), revalidateIfStale: true }),
  ]);
}
