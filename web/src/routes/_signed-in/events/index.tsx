import { createFileRoute } from '@tanstack/react-router';
import { DiscoverPage } from '@/features/events/discover-page';
import { validateDiscoverSearch } from '@/features/events/discover-search';

export const Route = createFileRoute('/_signed-in/events/')({
  validateSearch: validateDiscoverSearch,
  component: () => <DiscoverPage search={Route.useSearch()} />,
});
