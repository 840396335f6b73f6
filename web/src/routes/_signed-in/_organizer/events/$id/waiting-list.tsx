import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { EditEventNotFound } from '@/features/events/form/edit-event-page';
import { myEventQueries } from '@/features/events/queries';
import { EventWaitingListPage } from '@/features/waiting-list/event-waiting-list-page';
import { waitingListQueries } from '@/features/waiting-list/queries';
import { idParam } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_organizer/events/$id/waiting-list')({
  params: idParam,
  staticData: {
    guard: { denied: m.sales_wl_denied },
    pending: { label: m.sales_wl_loading },
  },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myEventQueries.detail(params.id)),
      context.queryClient.ensureQueryData(waitingListQueries.ofEvent(params.id)),
    ]),
  component: WaitingListRoute,
  // Another organizer's event, a deleted one or none: as the edit page says it.
  notFoundComponent: EditEventNotFound,
});

function WaitingListRoute() {
  return <EventWaitingListPage eventId={Route.useParams().id} />;
}
