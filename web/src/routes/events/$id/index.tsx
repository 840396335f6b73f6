import { createFileRoute } from '@tanstack/react-router';
import { EventNotFound, EventPage } from '@/features/events/event-page';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/events/$id/')({
  component: () => {
    const { id } = Route.useParams();
    const numeric = positiveId(id);
    return numeric ? <EventPage id={numeric} /> : <EventNotFound />;
  },
});
