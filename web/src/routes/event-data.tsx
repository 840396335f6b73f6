import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { EventDataPage } from '@/features/events/event-data-page';

export const Route = createFileRoute('/event-data')({
  component: () => (
    <RequireAuth permission="create-events">
      <EventDataPage />
    </RequireAuth>
  ),
});
