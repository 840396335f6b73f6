import { type components, formatPrice, toMinor, unwrap } from '@pentas/openapi';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketQueries } from '../tickets/queries';

export type Order = components['schemas']['Order'];
export type OrderDetail = components['schemas']['OrderDetail'];

/** The amount shown is totalAmount plus serviceFee (what the buyer paid), in the order's currency. */
export function orderTotal(order: Order) {
  return formatPrice((toMinor(order.totalAmount) ?? 0) + (toMinor(order.serviceFee) ?? 0), order.currency);
}

export const orderQueries = {
  all: () => ['orders'] as const,
  mine: () =>
    queryOptions({ queryKey: [...orderQueries.all(), 'mine'], queryFn: () => unwrap(api.GET('/api/my-orders')) }),
  /** One order's page (its confirmation and receipt): its buyer's and staff's only, else a 404. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id],
      queryFn: () => unwrap(api.GET('/api/orders/{id}', { params: { path: { id } } })),
    }),
  /** What asking for a refund of these tickets gives now (the buyer's own order only). */
  refundQuote: (id: string, ticketIds: string[]) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'refund-quote', id, ticketIds],
      queryFn: () =>
        unwrap(
          api.GET('/api/orders/{id}/refund-quote', {
            params: { path: { id }, query: { ticketIds: ticketIds.join(',') } },
          }),
        ),
      staleTime: 0,
    }),
};

/** An order completed: the buyer's orders and tickets both changed. */
export function invalidatePurchases(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
    queryClient.invalidateQueries({ queryKey: ticketQueries.all() }),
  ]);
}
