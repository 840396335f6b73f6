import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/analytics')({
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => ({
    eventId:
      Number.isInteger(Number(search.eventId)) && Number(search.eventId) > 0 ? Number(search.eventId) : undefined,
  }),
  component: () => (
    <RequireAuth permission="view-analytics">
      <PlaceholderPage title="Analytics" description="Sales analytics arrive in a later release." />
    </RequireAuth>
  ),
});
