import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { EditEventNotFound } from '@/features/events/form/edit-event-page';
import { myEventQueries } from '@/features/events/queries';
import { EventOrdersPage, type OrdersSearch } from '@/features/staff-refunds/event-orders-page';
import { staffRefundQueries } from '@/features/staff-refunds/queries';
import { idParam, positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_organizer/events/$id/orders')({
  params: idParam,
  staticData: {
    guard: { denied: m.sales_orders_denied },
    pending: { label: m.sales_orders_loading },
  },
  validateSearch: (search: Record<string, unknown>): OrdersSearch => ({
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 254) : undefined,
    page: positiveId(search.page),
  }),
  loaderDeps: ({ search }) => search,
  // The event's title is the page's; its first page of orders comes with it (a later search keeps the rows on screen).
  loader: ({ context, params, deps, cause }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myEventQueries.detail(params.id)),
      cause === 'stay'
        ? undefined
        : context.queryClient.prefetchQuery(staffRefundQueries.orders(params.id, deps.q, deps.page ?? 1)),
    ]),
  component: OrdersRoute,
  // Another organizer's event, a deleted one or none: as the edit page says it.
  notFoundComponent: EditEventNotFound,
});

function OrdersRoute() {
  const navigate = Route.useNavigate();
  return (
    <EventOrdersPage
      eventId={Route.useParams().id}
      search={Route.useSearch()}
      onSearchChange={(search) => navigate({ search, replace: true })}
    />
  );
}
