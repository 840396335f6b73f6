import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/manage-events')({
  component: () => (
    <RequireAuth permission="create-events">
      <PlaceholderPage
        title="Manage Events"
        description="The event management list arrives with the organizer tools."
      />
    </RequireAuth>
  ),
});
