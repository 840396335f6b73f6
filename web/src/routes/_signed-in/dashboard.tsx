import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { loadDashboardTab } from '@/features/dashboard/tab-data';
import { type DashboardTab, dashboardTabs } from '@/features/dashboard/tabs';

export const Route = createFileRoute('/_signed-in/dashboard')({
  validateSearch: (search: Record<string, unknown>): { tab?: DashboardTab } => ({
    tab: (dashboardTabs as readonly unknown[]).includes(search.tab) ? (search.tab as DashboardTab) : undefined,
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'tickets' }),
  loader: ({ context, deps }) => loadDashboardTab(context.queryClient, deps.tab, context.user),
  component: () => <DashboardPage tab={Route.useSearch().tab ?? 'tickets'} />,
});
