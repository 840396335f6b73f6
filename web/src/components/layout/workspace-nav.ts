import { m } from '@pentas/i18n/messages';
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
import { type AdminSectionPath, adminSections } from '@/components/layout/admin-sections';
import type { CurrentUser, Permission } from '@/lib/session';
import type { FileRouteTypes } from '@/routeTree.gen';

/** A path the router knows: a link to a route that does not exist fails the type check. */
type WorkspacePath = FileRouteTypes['to'];

/**
 * One tool in a role's workspace. Its name is a message, called as the list renders: the server
 * renders both languages from this one module.
 */
export interface WorkspaceItem {
  path: WorkspacePath;
  label: () => string;
  /** Without one, the item shows a plain dot. */
  icon?: LucideIcon;
  /** A part of the page (`/reseller#sell-tickets`): the item is current only with that hash. */
  hash?: string;
  /** Shown only to a user with this permission (a role's list, narrowed by what the account may do). */
  permission?: Permission;
}

export interface WorkspaceGroup {
  /** The group's key, the same in every language. */
  id: string;
  heading: () => string;
  items: WorkspaceItem[];
}

// The spec's words for what was the header's tools stay the items' labels: Create Event, Analytics,
// Admin, Scanner, Reseller Dashboard.
const eventTools: WorkspaceItem[] = [
  { path: '/manage-events', label: m.dashboard_manage_events, icon: CalendarDaysIcon, permission: 'create-events' },
  { path: '/create-event', label: m.dashboard_create_event, icon: PlusCircleIcon, permission: 'create-events' },
  { path: '/analytics', label: m.dashboard_analytics, icon: BarChart3Icon, permission: 'view-analytics' },
  {
    path: '/refund-requests',
    label: m.shell_nav_refund_requests,
    icon: ReceiptIcon,
    permission: 'create-events',
  },
];

/**
 * The admin panel's sections by name (the names their pages and /admin's cards give them,
 * `features/admin/admin-section-page.tsx`): only the names, so the shell carries no section's description.
 */
const sectionLabel: Record<AdminSectionPath, () => string> = {
  '/admin/users': m.adm_section_users,
  '/admin/events': m.ops_event_management,
  '/admin/payments': m.adm_section_payments,
  '/admin/tickets': m.adm_section_tickets,
  '/admin/audit-log': m.adm_section_audit,
  '/admin/mail': m.adm_section_mail,
  '/admin/manual-tracker': m.box_tracker_title,
  '/admin/reseller-monitoring': m.resell_monitoring_title,
};

/**
 * Each role's workspace, in the order a person of that role works: what they look after first.
 * Customers have none: their tickets and orders are the dashboard's.
 */
const workspaces: Record<CurrentUser['role'], WorkspaceGroup[]> = {
  organizer: [
    {
      id: 'organizer',
      heading: m.shell_role_organizer,
      items: [
        ...eventTools,
        {
          path: '/event-data',
          hash: 'box-office',
          label: m.shell_nav_box_office,
          icon: StoreIcon,
          permission: 'create-events',
        },
        {
          path: '/reseller/affiliate',
          label: m.shell_nav_affiliate_portal,
          icon: LinkIcon,
          permission: 'affiliate-links',
        },
      ],
    },
  ],
  reseller: [
    {
      id: 'reseller',
      heading: m.shell_role_reseller,
      items: [
        { path: '/reseller', label: m.shell_nav_reseller_dashboard, icon: LayoutDashboardIcon },
        {
          path: '/reseller',
          hash: 'sell-tickets',
          label: m.shell_nav_sell_tickets,
          icon: TicketPlusIcon,
          permission: 'generate-manual-tickets',
        },
        { path: '/reseller/sales-history', label: m.shell_nav_sales_history, icon: HistoryIcon },
        {
          path: '/reseller/affiliate',
          label: m.shell_nav_affiliate_portal,
          icon: LinkIcon,
          permission: 'affiliate-links',
        },
      ],
    },
  ],
  admin: [
    {
      id: 'admin',
      heading: m.shell_role_admin,
      items: [
        { path: '/admin', label: m.shell_nav_admin, icon: ShieldIcon, permission: 'admin-panel' },
        // The panel's sections (/admin's cards), each a click away.
        ...adminSections.map(({ path, icon }) => ({
          path,
          label: sectionLabel[path],
          icon,
          permission: 'admin-panel' as const,
        })),
        { path: '/inventory', label: m.shell_nav_inventory, icon: PackageIcon, permission: 'admin-panel' },
        { path: '/checkin', label: m.shell_nav_scanner, icon: ScanLineIcon, permission: 'admin-panel' },
        { path: '/qr-test', label: m.shell_nav_qr_test, icon: QrCodeIcon, permission: 'admin-panel' },
      ],
    },
    { id: 'events', heading: m.nav_events, items: eventTools },
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
