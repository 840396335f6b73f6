import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/create-event')({
  component: () => (
    <RequireAuth permission="create-events" deniedMessage="You don't have permission to create events">
      <PlaceholderPage title="Create Event" description="Event creation arrives with the organizer tools." />
    </RequireAuth>
  ),
});
