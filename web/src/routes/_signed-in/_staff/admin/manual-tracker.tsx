import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { ManualTrackerPage } from '@/features/manual-tickets/manual-tracker-page';
import { loadTracker } from '@/features/manual-tickets/queries';
import { type TrackerSearch, trackerFilters } from '@/features/manual-tickets/tracker-search';

export const Route = createFileRoute('/_signed-in/_staff/admin/manual-tracker')({
  staticData: { pending: { label: m.box_loading_tracker } },
  validateSearch: (search: Record<string, unknown>): TrackerSearch => search,
  // The view (table or cards) is not a loader input: switching it asks for nothing. Unknown values
  // become the defaults in the loader, which is split from the entry bundle with the page.
  loaderDeps: ({ search: { view: _view, ...filters } }) => filters,
  loader: ({ context, deps }) => loadTracker(context.queryClient, trackerFilters(deps)),
  component: () => <ManualTrackerPage search={Route.useSearch()} />,
});
