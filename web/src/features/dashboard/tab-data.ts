import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@/lib/session';
import { myEventQueries } from '../events/queries';
import { orderQueries } from '../orders/queries';
import { ticketQueries } from '../tickets/queries';
import type { DashboardTab } from './tabs';

/** Loads what the dashboard's open tab shows (its route's loader): only that tab's list. */
export async function loadDashboardTab(queryClient: QueryClient, tab: DashboardTab, user: CurrentUser) {
  if (tab === 'tickets') await queryClient.ensureQueryData(ticketQueries.wallet(user));
  if (tab === 'orders') await queryClient.ensureQueryData(orderQueries.mine());
  if (tab === 'events' && user.permissions.includes('create-events')) {
    await queryClient.ensureQueryData(myEventQueries.list());
  }
}
