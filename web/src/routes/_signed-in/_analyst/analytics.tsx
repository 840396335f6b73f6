import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsEventNotFound, AnalyticsPage } from '@/features/analytics/analytics-page';
import { loadAnalytics } from '@/features/analytics/queries';
import { dayParam, positiveId } from '@/lib/search-params';

interface AnalyticsSearch {
  /** Preselects an event (the dashboard's Analytics button). */
  eventId?: number;
  /** The trend's first and last local days. */
  from?: string;
  to?: string;
}

export const Route = createFileRoute('/_signed-in/_analyst/analytics')({
  staticData: { guard: { loggedOut: 'accessDenied' }, pending: { label: m.stats_loading_analytics } },
  validateSearch: (search: Record<string, unknown>): AnalyticsSearch => ({
    eventId: positiveId(search.eventId),
    from: dayParam(search.from),
    to: dayParam(search.to),
  }),
  // The trend's days are not a loader input: changing them refreshes the trends section alone.
  loaderDeps: ({ search }) => ({ eventId: search.eventId }),
  loader: ({ context, deps }) => loadAnalytics(context.queryClient, deps.eventId),
  notFoundComponent: AnalyticsEventNotFound,
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const { eventId, from, to } = Route.useSearch();
  return <AnalyticsPage eventId={eventId} range={{ from, to }} />;
}
