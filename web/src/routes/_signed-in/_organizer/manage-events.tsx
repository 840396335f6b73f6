import { createFileRoute } from '@tanstack/react-router';
import { ManageEventsPage } from '@/features/events/manage-events-page';
import { myEventQueries } from '@/features/events/queries';

export const Route = createFileRoute('/_signed-in/_organizer/manage-events')({
  staticData: { pending: { cards: 3 } },
  loader: ({ context }) => context.queryClient.ensureQueryData(myEventQueries.list()),
  component: ManageEventsPage,
});
