import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/features/admin/admin-page';
import { loadAdminPanel } from '@/features/admin/queries';

export const Route = createFileRoute('/_signed-in/_staff/admin/')({
  staticData: { pending: { label: 'Loading admin panel...' } },
  loader: ({ context }) => loadAdminPanel(context.queryClient),
  component: AdminPage,
});
