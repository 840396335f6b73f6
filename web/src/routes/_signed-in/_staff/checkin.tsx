import { createFileRoute } from '@tanstack/react-router';
import { ScannerPage } from '@/features/checkin/scanner-page';
import { eventQueries } from '@/features/events/queries';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_staff/checkin')({
  // ?event= is the event at this door: it survives a reload, and staff can bookmark their door.
  validateSearch: (search: Record<string, unknown>): { event?: number } => ({ event: positiveId(search.event) }),
  // The door's event list is started, not waited for: scanning must work even if it fails.
  loader: ({ context }) => void context.queryClient.prefetchQuery(eventQueries.pickable()),
  component: ScannerPage,
});
