import { createFileRoute } from '@tanstack/react-router';
import { EventNotFound, EventPage } from '@/features/events/event-page';
import { eventQueries } from '@/features/events/queries';
import { idParam } from '@/lib/search-params';

export const Route = createFileRoute('/events/$id/')({
  params: idParam,
  // ?cart= is a cart handed over by the widget's Checkout (`31:2,32:1`), taken out once read.
  validateSearch: (search: Record<string, unknown>): { cart?: string } => ({
    // The router reads `?cart=31` as a number: kept as text, so any cart parameter is taken out.
    cart: search.cart === undefined ? undefined : String(search.cart),
  }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(eventQueries.detail(params.id)),
  notFoundComponent: EventNotFound,
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  const { cart } = Route.useSearch();
  const navigate = Route.useNavigate();
  const cartHandover =
    cart === undefined
      ? undefined
      : {
          param: cart,
          take: () => navigate({ search: (s) => ({ ...s, cart: undefined }), replace: true, resetScroll: false }),
        };
  return <EventPage id={id} cartHandover={cartHandover} />;
}
