import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/inventory')({
  component: () => (
    <RequireAuth permission="admin-panel" deniedMessage="Admin access required for inventory tracking">
      <PlaceholderPage title="Inventory Tracking" description="Inventory tracking arrives in a later release." />
    </RequireAuth>
  ),
});
