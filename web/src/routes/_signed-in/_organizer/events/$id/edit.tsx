import { createFileRoute } from '@tanstack/react-router';
import { EditEventNotFound, EditEventPage } from '@/features/events/form/edit-event-page';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_organizer/events/$id/edit')({
  staticData: { guard: { denied: "You don't have permission to edit events" } },
  component: () => {
    const numeric = positiveId(Route.useParams().id);
    return numeric ? <EditEventPage id={numeric} /> : <EditEventNotFound />;
  },
});
