import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/admin/reseller-monitoring')({
  component: () => (
    <RequireAuth permission="admin-panel">
      <PlaceholderPage title="Reseller Performance" description="Reseller monitoring arrives in a later release." />
    </RequireAuth>
  ),
});
