import { parseDiscoverSearch } from '@pentas/openapi';
import { createFileRoute } from '@tanstack/react-router';
import { DiscoverPage } from '@/features/events/discover-page';
import { discoverQuery } from '@/features/events/discover-search';

// Public (decisions.md item 30): visitors browse, search and page the catalog; the server renders it for them.
export const Route = createFileRoute('/events/')({
  validateSearch: parseDiscoverSearch,
  staticData: { pending: { cards: 9 } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(discoverQuery(deps)),
  component: () => <DiscoverPage search={Route.useSearch()} />,
});
