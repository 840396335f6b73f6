import { createFileRoute } from '@tanstack/react-router';
import { EventNotFound, EventPage } from '@/features/events/event-page';

export const Route = createFileRoute('/events/$id/')({
  component: () => {
    const { id } = Route.useParams();
    const numeric = Number(id);
    return Number.isInteger(numeric) && numeric > 0 ? <EventPage id={numeric} /> : <EventNotFound />;
  },
});
