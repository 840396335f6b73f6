import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { CreateEventPage } from '@/features/events/form/create-event-page';
import { delays } from '@/lib/redirect';

export const Route = createFileRoute('/create-event')({
  component: () => (
    <RequireAuth
      permission="create-events"
      deniedMessage="You don't have permission to create events"
      loggedOutTitle="Access Denied"
      loggedOutDelay={delays.accessDenied}
    >
      <CreateEventPage />
    </RequireAuth>
  ),
});
