import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/analytics')({
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => ({ eventId: positiveId(search.eventId) }),
  component: () => (
    <RequireAuth permission="view-analytics">
      <PlaceholderPage title="Analytics" description="Sales analytics arrive in a later release." />
    </RequireAuth>
  ),
});
