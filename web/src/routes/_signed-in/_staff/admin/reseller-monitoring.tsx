import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { MonitoringPage } from '@/features/resellers/monitoring-page';
import { monitoringFilters, monitoringSearch } from '@/features/resellers/monitoring-search';
import { resellerQueries } from '@/features/resellers/queries';
import { rangeProblem } from '@/lib/figures';

export const Route = createFileRoute('/_signed-in/_staff/admin/reseller-monitoring')({
  // The other staff pages refuse with a toast; this one is a reseller page, refused with the Access Denied page.
  staticData: {
    guard: { denied: () => m.resell_denied_admin(), show: 'page' },
    pending: { label: () => m.resell_monitoring_loading() },
  },
  validateSearch: monitoringSearch,
  loaderDeps: ({ search }) => search,
  // Always fetched fresh: asked on every visit (the figures are stale at once). A prefetch,
  // not ensure: a failure is the page's own 'Error Loading Data' with Retry, not the route's error page.
  loader: ({ context, deps }) =>
    rangeProblem(deps.dateFrom, deps.dateTo)
      ? undefined
      : context.queryClient.prefetchInfiniteQuery(resellerQueries.monitoring(monitoringFilters(deps))),
  component: MonitoringRoute,
});

function MonitoringRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MonitoringPage search={search} onSearchChange={(next) => navigate({ search: next, replace: true })} />;
}
