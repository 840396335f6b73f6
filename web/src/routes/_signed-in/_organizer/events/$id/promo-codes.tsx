import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { EditEventNotFound } from '@/features/events/form/edit-event-page';
import { myEventQueries } from '@/features/events/queries';
import { PromoCodesPage } from '@/features/promo-codes/promo-codes-page';
import { promoCodeQueries } from '@/features/promo-codes/queries';
import { idParam, positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_organizer/events/$id/promo-codes')({
  params: idParam,
  staticData: {
    guard: { denied: m.sales_codes_denied },
    pending: { label: m.sales_codes_loading },
  },
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: positiveId(search.page) }),
  loaderDeps: ({ search }) => search,
  // The event (its types, currency and clock) is the page's; its first page of codes comes with it.
  loader: ({ context, params, deps, cause }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myEventQueries.detail(params.id)),
      cause === 'stay'
        ? undefined
        : context.queryClient.prefetchQuery(promoCodeQueries.list(params.id, deps.page ?? 1)),
    ]),
  component: PromoCodesRoute,
  // Another organizer's event, a deleted one or none: as the edit page says it.
  notFoundComponent: EditEventNotFound,
});

function PromoCodesRoute() {
  return <PromoCodesPage eventId={Route.useParams().id} page={Route.useSearch().page ?? 1} />;
}
