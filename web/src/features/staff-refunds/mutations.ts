import { type components, unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventQueries, myEventQueries } from '@/features/events/queries';
import { api } from '@/lib/api';
import { staffRefundQueries } from './queries';

export type StaffRefundBody = components['schemas']['StaffRefundRequest'];

/**
 * Every staff refund list is asked again after a refund or an answer, and the events' figures (a
 * refunded ticket's stock is back on sale): the figures on screen changed. Also after a refusal (a 409:
 * someone else was first), so the screen shows what is true now.
 */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [staffRefundQueries.all(), myEventQueries.all(), eventQueries.all()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/orders/{id}/refunds. */
export function useRefundOrder() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: StaffRefundBody }) =>
      unwrap(api.POST('/api/orders/{id}/refunds', { params: { path: { id: orderId } }, body })),
    onSettled: refresh,
  });
}

/** POST /api/refund-requests/{id}/approve: the tickets' full price unless an amount is given. */
export function useApproveRequest() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, amountMinor, note }: { id: string; amountMinor?: number; note?: string }) =>
      unwrap(api.POST('/api/refund-requests/{id}/approve', { params: { path: { id } }, body: { amountMinor, note } })),
    onSettled: refresh,
  });
}

/** POST /api/refund-requests/{id}/refuse, with the reason the buyer is mailed. */
export function useRefuseRequest() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.POST('/api/refund-requests/{id}/refuse', { params: { path: { id } }, body: { reason } })),
    onSettled: refresh,
  });
}
