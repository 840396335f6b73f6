import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { DiscoverPage } from '@/features/events/discover-page';
import { validateDiscoverSearch } from '@/features/events/discover-search';

export const Route = createFileRoute('/events/')({
  validateSearch: validateDiscoverSearch,
  component: () => (
    <RequireAuth>
      <DiscoverPage search={Route.useSearch()} />
    </RequireAuth>
  ),
});
