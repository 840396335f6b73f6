import { createFileRoute } from '@tanstack/react-router';
import { EventNotFound, EventPage } from '@/features/events/event-page';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/events/$id/')({
  // ?cart= is a cart handed over by the widget's Checkout (`31:2,32:1`), taken out once read.
  validateSearch: (search: Record<string, unknown>): { cart?: string } => ({
    cart: typeof search.cart === 'string' ? search.cart : undefined,
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
      : { param: cart, take: () => navigate({ search: (s) => ({ ...s, cart: undefined }), replace: true }) };
  return <EventPage id={numeric} cartHandover={cartHandover} />;
}
