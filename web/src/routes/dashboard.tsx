import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/dashboard')({
  component: () => (
    <RequireAuth>
      <PlaceholderPage title="My Dashboard" description="Your tickets and orders appear here once checkout is live." />
    </RequireAuth>
  ),
});
