import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { loadDashboardTab, openTab } from '@/features/dashboard/tab-data';
import { type DashboardTab, dashboardTabs } from '@/features/dashboard/tabs';

export const Route = createFileRoute('/_signed-in/dashboard')({
  validateSearch: (search: Record<string, unknown>): { tab?: DashboardTab } => ({
    tab: (dashboardTabs as readonly unknown[]).includes(search.tab) ? (search.tab as DashboardTab) : undefined,
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // The tab shown: the one asked for if this user has it, else the one their role works with first.
  loader: async ({ context, deps }) => {
    const tab = openTab(context.user, deps.tab);
    await loadDashboardTab(context.queryClient, tab, context.user);
    return { tab };
  },
  component: () => <DashboardPage tab={Route.useLoaderData().tab} />,
});
