import { type components, unwrap } from '@pentas/openapi';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { changingFigures, revalidated } from '@/lib/changing-figures';
import { myEventQueries } from '../events/queries';

type Schemas = components['schemas'];
export type AnalyticsSummary = Schemas['AnalyticsSummary'];
export type LiveSales = Schemas['LiveSales'];
export type CurrencyAmount = Schemas['CurrencyAmount'];

/** A trend's days (YYYY-MM-DD, local to the event); either left out means the API's default. */
export interface DayRange {
  from?: string;
  to?: string;
}

const path = (id: number) => ({ params: { path: { id } } });

/** Query keys: ['analytics', …]. Figures change with every sale; the API keeps each for a few seconds anyway. */
export const analyticsQueries = {
  all: () => ['analytics'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'summary'],
      queryFn: () => unwrap(api.GET('/api/my-analytics')),
      ...changingFigures,
    }),
  event: (id: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'event', id],
      queryFn: () => unwrap(api.GET('/api/events/{id}/analytics', path(id))),
      ...changingFigures,
    }),
  /** Asked again every `refreshSeconds` the API names while the page is open (never in a hidden tab). */
  live: (id: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'live', id],
      queryFn: () => unwrap(api.GET('/api/events/{id}/analytics/live', path(id))),
      refetchInterval: (query) => (query.state.data?.refreshSeconds ?? 5) * 1000,
    }),
  trends: (id: number, range: DayRange) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'trends', id, range],
      queryFn: () => unwrap(api.GET('/api/events/{id}/analytics/trends', { params: { path: { id }, query: range } })),
      ...changingFigures,
    }),
  checkIns: (id: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'check-ins', id],
      queryFn: () => unwrap(api.GET('/api/events/{id}/analytics/check-ins', path(id))),
      ...changingFigures,
    }),
  attribution: (id: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'attribution', id],
      queryFn: () => unwrap(api.GET('/api/events/{id}/analytics/attribution', path(id))),
      ...changingFigures,
    }),
};

/**
 * The analytics route's loader: the summary, the event list of the selector and the chosen event's
 * own figures are waited for; its live view, check-ins and attribution are started, not waited for
 * (their sections show placeholders until they arrive).
 */
export async function loadAnalytics(queryClient: QueryClient, eventId: number | undefined) {
  if (eventId !== undefined) {
    void queryClient.prefetchQuery(analyticsQueries.live(eventId));
    void queryClient.prefetchQuery(analyticsQueries.checkIns(eventId));
    void queryClient.prefetchQuery(analyticsQueries.attribution(eventId));
  }
  await Promise.all([
    queryClient.ensureQueryData(revalidated(analyticsQueries.summary())),
    queryClient.ensureQueryData(myEventQueries.list()),
    eventId === undefined ? undefined : queryClient.ensureQueryData(revalidated(analyticsQueries.event(eventId))),
  ]);
}

/** The URLs of the two CSV exports (plain links: the browser downloads them with the session cookie). */
export const exportUrls = (id: number) => ({
  orders: `/api/events/${id}/exports/orders.csv`,
  attendees: `/api/events/${id}/exports/attendees.csv`,
});
