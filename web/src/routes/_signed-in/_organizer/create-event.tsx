import { createFileRoute } from '@tanstack/react-router';
import { CreateEventPage } from '@/features/events/form/create-event-page';

export const Route = createFileRoute('/_signed-in/_organizer/create-event')({
  staticData: { guard: { denied: "You don't have permission to create events", loggedOut: 'accessDenied' } },
  component: CreateEventPage,
});
