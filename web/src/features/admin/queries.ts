import { type components, type operations, unwrap, unwrapPage } from '@pentas/openapi';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { manualTicketQueries } from '@/features/manual-tickets/queries';
import { api } from '@/lib/api';
import { changingFigures, revalidated } from '@/lib/changing-figures';
import { numberedPages } from '@/lib/paged';

type Schemas = components['schemas'];
export type PaymentHealth = Schemas['PaymentHealth'];
export type AdminUser = Schemas['AdminUser'];
export type Role = AdminUser['role'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditAction = AuditEntry['action'];
export type InventoryEvent = Schemas['InventoryEvent'];
export type SalesStat = Schemas['SalesStat'];
export type AuditFilters = Omit<NonNullable<operations['listAuditLog']['parameters']['query']>, 'page' | 'pageSize'>;

/** Rows per page of the admin lists ('Load more' asks for the next). */
const ADMIN_PAGE_SIZE = 20;

/** Query keys: ['admin', …]; mutations invalidate by those prefixes. */
export const adminQueries = {
  all: () => ['admin'] as const,
  paymentHealth: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'payment-health'],
      queryFn: () => unwrap(api.GET('/api/admin/payment-health')),
      ...changingFigures,
    }),
  usersAll: () => [...adminQueries.all(), 'users'] as const,
  /** Users matching `search` (server-side, any case, e-mail or names), a page at a time. */
  users: (search: string) =>
    infiniteQueryOptions({
      queryKey: [...adminQueries.usersAll(), search],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/users', {
            params: { query: { query: search || undefined, page: pageParam, pageSize: ADMIN_PAGE_SIZE } },
          }),
        ),
      ...numberedPages,
      ...changingFigures,
    }),
  auditLogAll: () => [...adminQueries.all(), 'audit-log'] as const,
  /** The newest entries first, a page at a time. */
  auditLog: (filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: [...adminQueries.auditLogAll(), filters],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/audit-log', {
            params: { query: { ...filters, page: pageParam, pageSize: ADMIN_PAGE_SIZE } },
          }),
        ),
      ...numberedPages,
      ...changingFigures,
    }),
};

/** The filtered log as a CSV file (the browser downloads it with the session's cookie). */
export function auditLogCsvUrl(filters: AuditFilters) {
  const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
  return `/api/admin/audit-log.csv${query.size ? `?${query}` : ''}`;
}

// ——— Event Management and Inventory Tracking (events-with-tickets, sales-stats) ———

export interface AdminEventFilters {
  /** Deleted events only (to restore them), else the events not deleted. */
  deleted: boolean;
  /** Part of the title, location or category; '' for all. */
  query: string;
}

/**
 * Query keys under ['admin', 'events']: deleting or restoring an event invalidates that prefix.
 * The section's unfiltered list and /inventory's are one cache entry (same call, same pages).
 */
export const adminEventQueries = {
  all: () => ['admin', 'events'] as const,
  list: ({ deleted, query }: AdminEventFilters) =>
    infiniteQueryOptions({
      queryKey: [...adminEventQueries.all(), 'list', { deleted, query }],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/events-with-tickets', {
            params: {
              query: {
                page: pageParam,
                pageSize: ADMIN_PAGE_SIZE,
                ...(deleted && { deleted: 'true' as const }),
                ...(query && { query }),
              },
            },
          }),
        ),
      ...numberedPages,
    }),
  salesStats: () =>
    infiniteQueryOptions({
      queryKey: [...adminEventQueries.all(), 'sales-stats'],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/sales-stats', { params: { query: { page: pageParam, pageSize: ADMIN_PAGE_SIZE } } }),
        ),
      ...numberedPages,
    }),
};

/** The section's first view: events not deleted, unfiltered. */
export const LIVE_EVENTS: AdminEventFilters = { deleted: false, query: '' };

/** The admin route's loader: every section's first answer, asked for at once. */
export async function loadAdminPanel(queryClient: QueryClient) {
  // The generation form's events are started, not waited for: the form shows its own skeleton.
  void queryClient.prefetchQuery(manualTicketQueries.options());
  await Promise.all([
    queryClient.ensureQueryData(revalidated(adminQueries.paymentHealth())),
    queryClient.ensureInfiniteQueryData(revalidated(adminQueries.users(''))),
    queryClient.ensureInfiniteQueryData(revalidated(adminQueries.auditLog({}))),
    queryClient.ensureInfiniteQueryData(adminEventQueries.list(LIVE_EVENTS)),
  ]);
}
