import { createFileRoute } from '@tanstack/react-router';
import { EventManagementSection } from '@/features/admin/event-management-section';
import { adminEventQueries, LIVE_EVENTS } from '@/features/admin/queries';

// For now the panel is its Event Management section; the rest of /admin is built beside it.
export const Route = createFileRoute('/_signed-in/_staff/admin/')({
  staticData: { pending: { label: 'Loading admin panel...' } },
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(adminEventQueries.list(LIVE_EVENTS)),
  component: AdminPanel,
});

function AdminPanel() {
  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
      <EventManagementSection />
    </main>
  );
}
