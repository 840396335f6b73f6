import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/checkin')({
  component: () => (
    <RequireAuth permission="admin-panel">
      <PlaceholderPage title="Ticket Scanner" description="The door scanner arrives with tickets." />
    </RequireAuth>
  ),
});
