import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@/lib/session';
import { myEventQueries } from '../events/queries';
import { orderQueries } from '../orders/queries';
import { ticketQueries } from '../tickets/queries';
import { waitingListQueries } from '../waiting-list/queries';
import type { DashboardTab } from './tabs';

/**
 * The tabs a user's dashboard shows, the first the one it opens on: an organizer's (or admin's)
 * events first; a tab for events only for those who create them (customers and resellers have none).
 */
export function dashboardTabsFor(user: CurrentUser): DashboardTab[] {
  return user.permissions.includes('create-events')
    ? ['events', 'tickets', 'orders', 'instructions']
    : ['tickets', 'orders', 'instructions'];
}

/** The tab asked for if this user has it, else their first. */
export function openTab(user: CurrentUser, asked: DashboardTab | undefined): DashboardTab {
  const tabs = dashboardTabsFor(user);
  return asked && tabs.includes(asked) ? asked : tabs[0];
}

/** Loads what the dashboard's open tab shows (its route's loader): only that tab's list. */
export async function loadDashboardTab(queryClient: QueryClient, tab: DashboardTab, user: CurrentUser) {
  if (tab === 'tickets') await queryClient.ensureQueryData(ticketQueries.wallet(user));
  if (tab === 'orders') {
    await Promise.all([
      queryClient.ensureQueryData(orderQueries.mine()),
      queryClient.ensureQueryData(waitingListQueries.mine()),
    ]);
  }
  if (tab === 'events') await queryClient.ensureQueryData(myEventQueries.list());
}
