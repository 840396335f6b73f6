import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/analytics')({
  component: () => (
    <RequireAuth permission="view-analytics">
      <PlaceholderPage title="Analytics" description="Sales analytics arrive in a later release." />
    </RequireAuth>
  ),
});
