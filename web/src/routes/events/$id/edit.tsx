import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { EditEventNotFound, EditEventPage } from '@/features/events/form/edit-event-page';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/events/$id/edit')({
  component: () => {
    const numeric = positiveId(Route.useParams().id);
    return (
      <RequireAuth permission="create-events" deniedMessage="You don't have permission to edit events">
        {numeric ? <EditEventPage id={numeric} /> : <EditEventNotFound />}
      </RequireAuth>
    );
  },
});
