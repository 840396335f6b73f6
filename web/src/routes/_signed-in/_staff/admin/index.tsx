import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/features/admin/admin-page';
import { loadAdminOverview } from '@/features/admin/queries';

export const Route = createFileRoute('/_signed-in/_staff/admin/')({
  staticData: { pending: { label: m.adm_loading_panel } },
  loader: ({ context }) => loadAdminOverview(context.queryClient),
  component: AdminPage,
});
