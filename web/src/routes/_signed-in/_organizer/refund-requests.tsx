import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { staffRefundQueries } from '@/features/staff-refunds/queries';
import { RefundRequestsPage, type RequestsSearch } from '@/features/staff-refunds/refund-requests-page';
import { positiveId } from '@/lib/search-params';

const STATES = ['requested', 'approved', 'refused'] as const;

export const Route = createFileRoute('/_signed-in/_organizer/refund-requests')({
  staticData: {
    guard: { denied: m.sales_requests_denied },
    pending: { label: m.sales_requests_loading },
  },
  validateSearch: (search: Record<string, unknown>): RequestsSearch => ({
    state: STATES.find((s) => s === search.state),
    page: positiveId(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    cause === 'stay'
      ? undefined
      : context.queryClient.prefetchQuery(staffRefundQueries.requests(deps.state ?? 'requested', deps.page ?? 1)),
  component: RequestsRoute,
});

function RequestsRoute() {
  const navigate = Route.useNavigate();
  return (
    <RefundRequestsPage search={Route.useSearch()} onSearchChange={(search) => navigate({ search, replace: true })} />
  );
}
