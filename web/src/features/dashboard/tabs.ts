/** The dashboard's tabs. Kept apart from the page: the route's search validation runs in the entry bundle. */
export const dashboardTabs = ['tickets', 'orders', 'events', 'instructions'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];
