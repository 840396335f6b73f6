import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/events/')({
  component: () => (
    <RequireAuth>
      <PlaceholderPage
        title="Discover Events"
        description="Search and filter every upcoming event. This page arrives with the events catalog."
      />
    </RequireAuth>
  ),
});
