import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { type EventsSearch, eventsFilters } from '@/features/admin/admin-search';
import { AdminSectionPage } from '@/features/admin/admin-section-page';
import { EventManagementSection } from '@/features/admin/event-management-section';
import { loadEvents } from '@/features/admin/queries';

export const Route = createFileRoute('/_signed-in/_staff/admin/events')({
  staticData: { pending: { label: m.ops_loading_events_ellipsis } },
  // Checked where read (admin-search.ts, split with the page): the entry bundle stays small.
  validateSearch: (search: Record<string, unknown>): EventsSearch => search,
  // The first page a visit shows; another page or search, asked on this page, keeps the rows
  // on screen (dimmed) while it loads instead of the route's pending page.
  loader: ({ context, location, cause }) =>
    cause === 'stay' ? undefined : loadEvents(context.queryClient, eventsFilters(location.search as EventsSearch)),
  component: EventsRoute,
});

function EventsRoute() {
  const navigate = Route.useNavigate();
  return (
    <AdminSectionPage>
      <EventManagementSection
        search={Route.useSearch()}
        onSearchChange={(search) => navigate({ search, replace: true })}
      />
    </AdminSectionPage>
  );
}
