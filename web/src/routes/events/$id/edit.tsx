import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { EditEventPage } from '@/features/events/form/edit-event-page';

export const Route = createFileRoute('/events/$id/edit')({
  component: () => {
    const { id } = Route.useParams();
    return (
      <RequireAuth permission="create-events" deniedMessage="You don't have permission to edit events">
        <EditEventPage id={Number(id)} />
      </RequireAuth>
    );
  },
});
