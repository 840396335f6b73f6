import { createFileRoute } from '@tanstack/react-router';
import { EventNotFound, EventPage } from '@/features/events/event-page';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/events/$id/')({
  // ?cart= is a cart handed over by the widget's Checkout (`31:2,32:1`), taken out once read.
  validateSearch: (search: Record<string, unknown>): { cart?: string } => ({
    // The router reads `?cart=31` as a number: kept as text, so any cart parameter is taken out.
    cart: search.cart === undefined ? undefined : String(search.cart),
  }),
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  const { cart } = Route.useSearch();
  const navigate = Route.useNavigate();
  const numeric = positiveId(id);
  if (!numeric) return <EventNotFound />;
  const cartHandover =
    cart === undefined
      ? undefined
      : {
          param: cart,
          take: () => navigate({ search: (s) => ({ ...s, cart: undefined }), replace: true, resetScroll: false }),
        };
  return <EventPage id={numeric} cartHandover={cartHandover} />;
}
