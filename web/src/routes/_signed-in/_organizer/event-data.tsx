import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { EventDataPage } from '@/features/events/event-data-page';
import { myEventQueries } from '@/features/events/queries';

export const Route = createFileRoute('/_signed-in/_organizer/event-data')({
  staticData: { pending: { label: m.org_loading_events } },
  loader: ({ context }) => context.queryClient.ensureQueryData(myEventQueries.list()),
  component: EventDataPage,
});
