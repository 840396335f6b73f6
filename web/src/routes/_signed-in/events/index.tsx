import { createFileRoute } from '@tanstack/react-router';
import { DiscoverPage } from '@/features/events/discover-page';
import { discoverQuery, validateDiscoverSearch } from '@/features/events/discover-search';

export const Route = createFileRoute('/_signed-in/events/')({
  validateSearch: validateDiscoverSearch,
  staticData: { pending: { cards: 9 } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(discoverQuery(deps)),
  component: () => <DiscoverPage search={Route.useSearch()} />,
});
