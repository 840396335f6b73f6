import { type components, type operations, unwrapPage } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { changingFigures } from '@/lib/changing-figures';

export type EventOrder = components['schemas']['EventOrder'];
export type RefundRequest = components['schemas']['RefundRequest'];
export type RequestState = NonNullable<NonNullable<operations['listRefundRequests']['parameters']['query']>['state']>;

/** Orders a page of an event's orders shows. */
export const ORDERS_PAGE_SIZE = 20;

/** Query keys under ['staff-refunds']: a refund or an answer to a request invalidates them all. */
export const staffRefundQueries = {
  all: () => ['staff-refunds'] as const,
  /** A page of an event's paid orders, newest first, or those a search finds (order number or whole e-mail). */
  orders: (eventId: number, q: string | undefined, page: number) =>
    queryOptions({
      queryKey: [...staffRefundQueries.all(), 'orders', eventId, q ?? '', page],
      queryFn: () =>
        unwrapPage(
          api.GET('/api/events/{id}/orders', {
            params: { path: { id: eventId }, query: { q: q || undefined, page, pageSize: ORDERS_PAGE_SIZE } },
          }),
        ),
      ...changingFigures,
    }),
  /** Refund requests in one state, of the caller's events (an admin's: all). */
  requests: (state: RequestState, page: number) =>
    queryOptions({
      queryKey: [...staffRefundQueries.all(), 'requests', state, page],
      queryFn: () =>
        unwrapPage(api.GET('/api/refund-requests', { params: { query: { state, page, pageSize: ORDERS_PAGE_SIZE } } })),
      ...changingFigures,
    }),
};
