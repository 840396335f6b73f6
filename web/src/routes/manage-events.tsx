import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { ManageEventsPage } from '@/features/events/manage-events-page';

export const Route = createFileRoute('/manage-events')({
  component: () => (
    <RequireAuth permission="create-events">
      <ManageEventsPage />
    </RequireAuth>
  ),
});
