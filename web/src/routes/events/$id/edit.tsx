import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/events/$id/edit')({
  component: () => (
    <RequireAuth permission="create-events">
      <PlaceholderPage title="Edit Event" description="Event editing arrives with the organizer tools." />
    </RequireAuth>
  ),
});
