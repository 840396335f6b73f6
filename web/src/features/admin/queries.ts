import { type components, type operations, type Page, unwrap, unwrapPage } from '@pentas/openapi';
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

/** Rows per page of the admin panel's lists (numbered pages), and of /inventory's ('Load more'). */
export const ADMIN_PAGE_SIZE = 20;
const INVENTORY_PAGE_SIZE = 20;

/**
 * A page of a list with what it was asked for: while the next one loads, the page on screen (kept,
 * dimmed) is counted and labelled as the page it is.
 */
export type NumberedPage<T, F> = Page<T> & { page: number; filters: F };

const numbered =
  <F>(page: number, filters: F) =>
  <T>(answer: Page<T>): NumberedPage<T, F> => ({ ...answer, page, filters });

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
  /** One page of the users matching `query` (server-side, any case, e-mail or names), and their total. */
  users: ({ query, page }: { query: string; page: number }) =>
    queryOptions({
      queryKey: [...adminQueries.usersAll(), { query, page }],
      queryFn: () =>
        unwrapPage(
          api.GET('/api/admin/users', {
            params: { query: { query: query || undefined, page, pageSize: ADMIN_PAGE_SIZE } },
          }),
        ).then(numbered(page, { query })),
      ...changingFigures,
    }),
  auditLogAll: () => [...adminQueries.all(), 'audit-log'] as const,
  /** One page of the entries the filters keep, newest first, and their total. */
  auditLog: (filters: AuditFilters, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.auditLogAll(), filters, page],
      queryFn: () =>
        unwrapPage(
          api.GET('/api/admin/audit-log', {
            params: { query: { ...filters, page, pageSize: ADMIN_PAGE_SIZE } },
          }),
        ).then(numbered(page, filters)),
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
 * Event Management reads numbered pages (`page`); /inventory loads more of its list (`list`).
 */
export const adminEventQueries = {
  all: () => ['admin', 'events'] as const,
  /** One page of Event Management's list, and its total. */
  page: ({ deleted, query, page }: AdminEventFilters & { page: number }) =>
    queryOptions({
      queryKey: [...adminEventQueries.all(), 'page', { deleted, query, page }],
      queryFn: () =>
        unwrapPage(
          api.GET('/api/admin/events-with-tickets', {
            params: {
              query: {
                page,
                pageSize: ADMIN_PAGE_SIZE,
                ...(deleted && { deleted: 'true' as const }),
                ...(query && { query }),
              },
            },
          }),
        ).then(numbered(page, { deleted, query })),
    }),
  /** /inventory's events not deleted, a page at a time. */
  list: () =>
    infiniteQueryOptions({
      queryKey: [...adminEventQueries.all(), 'list'],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/events-with-tickets', {
            params: { query: { page: pageParam, pageSize: INVENTORY_PAGE_SIZE } },
          }),
        ),
      ...numberedPages,
    }),
  salesStats: () =>
    infiniteQueryOptions({
      queryKey: [...adminEventQueries.all(), 'sales-stats'],
      queryFn: ({ pageParam }) =>
        unwrapPage(
          api.GET('/api/admin/sales-stats', {
            params: { query: { page: pageParam, pageSize: INVENTORY_PAGE_SIZE } },
          }),
        ),
      ...numberedPages,
    }),
};

// ——— Each section's route loader: its first answers, asked for at once ———

/** The overview's figures: payment health, and the first pages of users and live events (their totals). */
export function loadAdminOverview(queryClient: QueryClient) {
  return Promise.all([
    queryClient.ensureQueryData(revalidated(adminQueries.paymentHealth())),
    queryClient.ensureQueryData(revalidated(adminQueries.users({ query: '', page: 1 }))),
    queryClient.ensureQueryData(adminEventQueries.page({ deleted: false, query: '', page: 1 })),
  ]);
}

export function loadPayments(queryClient: QueryClient) {
  return queryClient.ensureQueryData(revalidated(adminQueries.paymentHealth()));
}

/** The generation form's and the grant form's events are started, not waited for: each has its own skeleton. */
export function loadTicketTools(queryClient: QueryClient) {
  void queryClient.prefetchQuery(manualTicketQueries.options());
}

/** The first page a visit to a list section shows (the section asks for any other itself). */
export function loadUsers(queryClient: QueryClient, filters: { query: string; page: number }) {
  return queryClient.ensureQueryData(revalidated(adminQueries.users(filters)));
}

export function loadEvents(queryClient: QueryClient, filters: AdminEventFilters & { page: number }) {
  return queryClient.ensureQueryData(adminEventQueries.page(filters));
}

export function loadAuditLog(queryClient: QueryClient, { filters, page }: { filters: AuditFilters; page: number }) {
  return queryClient.ensureQueryData(revalidated(adminQueries.auditLog(filters, page)));
}
