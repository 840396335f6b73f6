import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { DashboardPage, type DashboardTab, dashboardTabs } from '@/features/dashboard/dashboard-page';

export const Route = createFileRoute('/dashboard')({
  validateSearch: (search: Record<string, unknown>): { tab?: DashboardTab } => ({
    tab: (dashboardTabs as readonly unknown[]).includes(search.tab) ? (search.tab as DashboardTab) : undefined,
  }),
  component: () => (
    <RequireAuth>
      <DashboardPage tab={Route.useSearch().tab ?? 'tickets'} />
    </RequireAuth>
  ),
});
