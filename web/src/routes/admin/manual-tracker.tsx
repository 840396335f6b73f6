import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/admin/manual-tracker')({
  component: () => (
    <RequireAuth permission="admin-panel">
      <PlaceholderPage
        title="Manual Ticket Tracker"
        description="The manual ticket tracker arrives in a later release."
      />
    </RequireAuth>
  ),
});
