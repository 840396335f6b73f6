import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/event-data')({
  component: () => (
    <RequireAuth permission="create-events">
      <PlaceholderPage title="Your Event Data" description="Your event data arrives with the organizer tools." />
    </RequireAuth>
  ),
});
