import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/admin/')({
  component: () => (
    <RequireAuth permission="admin-panel">
      <PlaceholderPage title="Admin Panel" description="The admin tools arrive in a later release." />
    </RequireAuth>
  ),
});
