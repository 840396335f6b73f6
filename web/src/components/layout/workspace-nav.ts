import {
  BarChart3Icon,
  CalendarDaysIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  LinkIcon,
  type LucideIcon,
  PackageIcon,
  PlusCircleIcon,
  QrCodeIcon,
  ReceiptIcon,
  ScanLineIcon,
  ShieldIcon,
  StoreIcon,
  TicketPlusIcon,
} from 'lucide-react';
import { adminSections } from '@/components/layout/admin-sections';
import type { CurrentUser, Permission } from '@/lib/session';
import type { FileRouteTypes } from '@/routeTree.gen';

/** A path the router knows: a link to a route that does not exist fails the type check. */
type WorkspacePath = FileRouteTypes['to'];

/**
 * One tool in a role's workspace. `path`, `label` and `description` are the shape of the admin
 * panel's sections (`web/src/components/layout/admin-sections.ts`), so that list spreads in as it is.
 */
export interface WorkspaceItem {
  path: WorkspacePath;
  label: string;
  description?: string;
  /** Without one, the item shows a plain dot. */
  icon?: LucideIcon;
  /** A part of the page (`/reseller#sell-tickets`): the item is current only with that hash. */
  hash?: string;
  /** Shown only to a user with this permission (a role's list, narrowed by what the account may do). */
  permission?: Permission;
}

export interface WorkspaceGroup {
  heading: string;
  items: WorkspaceItem[];
}

// The spec's words for what was the header's tools stay the items' labels: Create Event, Analytics,
// Admin, Scanner, Reseller Dashboard.
const eventTools: WorkspaceItem[] = [
  { path: '/manage-events', label: 'Manage Events', icon: CalendarDaysIcon, permission: 'create-events' },
  { path: '/create-event', label: 'Create Event', icon: PlusCircleIcon, permission: 'create-events' },
  { path: '/analytics', label: 'Analytics', icon: BarChart3Icon, permission: 'view-analytics' },
  { path: '/refund-requests', label: 'Refund Requests', icon: ReceiptIcon, permission: 'create-events' },
];

/**
 * Each role's workspace, in the order a person of that role works: what they look after first.
 * Customers have none: their tickets and orders are the dashboard's.
 */
const workspaces: Record<CurrentUser['role'], WorkspaceGroup[]> = {
  organizer: [
    {
      heading: 'Organizer',
      items: [
        ...eventTools,
        {
          path: '/event-data',
          hash: 'box-office',
          label: 'Box Office',
          icon: StoreIcon,
          permission: 'create-events',
        },
        { path: '/reseller/affiliate', label: 'Affiliate Portal', icon: LinkIcon, permission: 'affiliate-links' },
      ],
    },
  ],
  reseller: [
    {
      heading: 'Reseller',
      items: [
        { path: '/reseller', label: 'Reseller Dashboard', icon: LayoutDashboardIcon },
        {
          path: '/reseller',
          hash: 'sell-tickets',
          label: 'Sell Tickets',
          icon: TicketPlusIcon,
          permission: 'generate-manual-tickets',
        },
        { path: '/reseller/sales-history', label: 'Sales History', icon: HistoryIcon },
        { path: '/reseller/affiliate', label: 'Affiliate Portal', icon: LinkIcon, permission: 'affiliate-links' },
      ],
    },
  ],
  admin: [
    {
      heading: 'Admin',
      items: [
        { path: '/admin', label: 'Admin', icon: ShieldIcon, permission: 'admin-panel' },
        // The panel's sections (/admin's cards), each a click away.
        ...adminSections.map(({ path, label, icon }) => ({ path, label, icon, permission: 'admin-panel' as const })),
        { path: '/inventory', label: 'Inventory', icon: PackageIcon, permission: 'admin-panel' },
        { path: '/checkin', label: 'Scanner', icon: ScanLineIcon, permission: 'admin-panel' },
        { path: '/qr-test', label: 'QR Test', icon: QrCodeIcon, permission: 'admin-panel' },
      ],
    },
    { heading: 'Events', items: eventTools },
  ],
  customer: [],
};

/** The groups a user's workspace lists: their role's, each item only with its permission; empty groups dropped. */
export function workspaceFor(user: CurrentUser | null): WorkspaceGroup[] {
  if (!user) return [];
  return workspaces[user.role]
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => !item.permission || user.permissions.includes(item.permission)),
    }))
    .filter((group) => group.items.length > 0);
}

/** Where a workspace's back links lead: its first tool (an organizer's events, /admin, /reseller). */
export function workspaceHome(user: CurrentUser | null): WorkspaceItem | undefined {
  return workspaceFor(user)[0]?.items[0];
}

/**
 * The item a location is on: the one whose path is the longest that contains the location's path
 * (`/reseller/affiliate` under Affiliate Portal, not Reseller Dashboard); of items on one path, the
 * one with the location's hash, else the one without a hash, else the first.
 */
export function currentItem(groups: WorkspaceGroup[], pathname: string, hash: string): WorkspaceItem | undefined {
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const candidates = groups.flatMap((g) => g.items).filter((item) => within(item.path));
  const longest = Math.max(...candidates.map((item) => item.path.length));
  const onPath = candidates.filter((item) => item.path.length === longest);
  const wanted = hash.replace(/^#/, '');
  return onPath.find((item) => wanted && item.hash === wanted) ?? onPath.find((item) => !item.hash) ?? onPath[0];
}
