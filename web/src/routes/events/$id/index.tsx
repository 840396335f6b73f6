import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { rememberedCode } from '@/features/events/event-code';
import { EventNotFound, EventPage } from '@/features/events/event-page';
import { eventQueries } from '@/features/events/queries';
import { idParam } from '@/lib/search-params';
import { useHydrated } from '@/lib/use-hydrated';

export const Route = createFileRoute('/events/$id/')({
  params: idParam,
  // ?cart= is a cart handed over by the widget's Checkout (`31:2,32:1`), taken out once read;
  // ?code= a promo or access code (a link, the widget's Checkout, or typed on the page), kept.
  validateSearch: (search: Record<string, unknown>): { cart?: string; code?: string } => ({
    // The router reads `?cart=31` as a number: kept as text, so any cart parameter is taken out.
    cart: search.cart === undefined ? undefined : String(search.cart),
    // Checked by the API (an unknown code answers the event without it); parsed no further here, where
    // every byte ships with the landing page.
    code: search.code === undefined || search.code === '' ? undefined : String(search.code).slice(0, 64),
  }),
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context, params, deps }) => context.queryClient.ensureQueryData(eventQueries.detail(params.id, deps.code)),
  notFoundComponent: EventNotFound,
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  const { cart, code } = Route.useSearch();
  const navigate = Route.useNavigate();
  const hydrated = useHydrated();
  const setCode = (next: string | undefined) =>
    navigate({ search: (s) => ({ ...s, code: next }), replace: true, resetScroll: false });
  // A code this session applied comes back when the page is opened without one (as the ref code is kept).
  const restoring = hydrated && !code ? rememberedCode(id) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the remembered code is known
  useEffect(() => {
    if (restoring) setCode(restoring);
  }, [restoring]);
  const cartHandover =
    cart === undefined
      ? undefined
      : {
          param: cart,
          take: () => navigate({ search: (s) => ({ ...s, cart: undefined }), replace: true, resetScroll: false }),
        };
  return (
    <EventPage id={id} code={code} codeComing={Boolean(restoring)} onCodeChange={setCode} cartHandover={cartHandover} />
  );
}
