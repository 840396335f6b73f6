import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/events/$id/')({
  component: () => (
    <PlaceholderPage
      title="Event"
      description="The event page with ticket selection arrives with the events catalog."
    />
  ),
});
