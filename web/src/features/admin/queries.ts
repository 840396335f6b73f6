import type { components } from '@pentas/openapi';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { nextPageNumber, withTotal } from '@/lib/paged';

// ——— Event Management and Inventory Tracking (events-with-tickets, sales-stats) ———

export type InventoryEvent = components['schemas']['InventoryEvent'];
export type SalesStat = components['schemas']['SalesStat'];

/** Rows a 'Load more' brings: a page the API serves in one statement. */
export const ADMIN_PAGE_SIZE = 20;

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
        withTotal(
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
      initialPageParam: 1,
      getNextPageParam: nextPageNumber,
    }),
  salesStats: () =>
    infiniteQueryOptions({
      queryKey: [...adminEventQueries.all(), 'sales-stats'],
      queryFn: ({ pageParam }) =>
        withTotal(
          api.GET('/api/admin/sales-stats', { params: { query: { page: pageParam, pageSize: ADMIN_PAGE_SIZE } } }),
        ),
      initialPageParam: 1,
      getNextPageParam: nextPageNumber,
    }),
};

/** The section's first view: events not deleted, unfiltered. */
export const LIVE_EVENTS: AdminEventFilters = { deleted: false, query: '' };
