import { createFileRoute } from '@tanstack/react-router';
import { ManualTrackerPage } from '@/features/manual-tickets/manual-tracker-page';
import { loadTracker } from '@/features/manual-tickets/queries';
import { trackerFilters, validateTrackerSearch } from '@/features/manual-tickets/tracker-search';

export const Route = createFileRoute('/_signed-in/_staff/admin/manual-tracker')({
  staticData: { pending: { label: 'Loading manual tickets...' } },
  validateSearch: validateTrackerSearch,
  // The view (table or cards) is not a loader input: switching it asks for nothing.
  loaderDeps: ({ search }) => trackerFilters(search),
  loader: ({ context, deps }) => loadTracker(context.queryClient, deps),
  component: () => <ManualTrackerPage search={Route.useSearch()} />,
});
