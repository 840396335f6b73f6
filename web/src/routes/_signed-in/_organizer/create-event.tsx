import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { CreateEventPage } from '@/features/events/form/create-event-page';

export const Route = createFileRoute('/_signed-in/_organizer/create-event')({
  staticData: { guard: { denied: m.org_denied_create, loggedOut: 'accessDenied' } },
  component: CreateEventPage,
});
