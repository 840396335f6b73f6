import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { EditEventNotFound, EditEventPage } from '@/features/events/form/edit-event-page';
import { myEventQueries } from '@/features/events/queries';
import { idParam } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_organizer/events/$id/edit')({
  params: idParam,
  staticData: {
    guard: { denied: m.org_denied_edit },
    pending: { label: m.org_loading_event_details },
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(myEventQueries.detail(params.id)),
  notFoundComponent: EditEventNotFound,
  component: () => <EditEventPage id={Route.useParams().id} />,
});
