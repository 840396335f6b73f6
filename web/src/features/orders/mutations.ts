import { m } from '@pentas/i18n/messages';
import { ApiError, unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/components/ui/sonner';
import { api } from '@/lib/api';
import { errorToast } from '@/lib/error-toasts';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import { local, storageKeys } from '@/lib/storage';
import { invalidatePurchases, type Order, orderQueries } from './queries';

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/orders/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}

/**
 * What a refused resume or start-again says. The order changed (paid in another tab, lapsed, started
 * again): the orders are read again so the page shows what it is now.
 */
function useRefusal() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (isUnauthorized(error)) return logInAgain();
    void invalidatePurchases(queryClient);
    if (error instanceof ApiError && error.problem.code === 'order_completed') {
      toast.success(m.payment_successful(), { description: error.message });
      return;
    }
    const { title, description } = errorToast(error, { title: m.checkout_error_title() });
    toast.error(title, { description });
  };
}

/** What resuming or starting an order again needs of it: the dashboard's row or the order's page alike. */
export type UnpaidOrder = Pick<Order, 'id' | 'status' | 'expiresAt' | 'startedAgainAs' | 'currency'>;

/** 'Complete payment': the pending order's own checkout, reopened while its hold lasts. */
export function useResumeOrder() {
  const navigate = useNavigate();
  const refused = useRefusal();
  return useMutation({
    mutationFn: (order: UnpaidOrder) =>
      unwrap(api.POST('/api/orders/{id}/resume', { params: { path: { id: order.id } } })),
    onSuccess: ({ orderId, clientSecret }, order) => {
      local.set(storageKeys.checkoutCurrency, order.currency);
      navigate({ to: '/checkout', search: { orderId, clientSecret } });
    },
    onError: refused,
  });
}

/**
 * 'Start again with the same tickets': a new checkout for a lapsed order's tickets (the server cancels
 * the old one). From the checkout page the new checkout replaces the old one in the history.
 */
export function useStartAgain({ replace = false } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refused = useRefusal();
  return useMutation({
    mutationFn: (order: UnpaidOrder) =>
      unwrap(api.POST('/api/orders/{id}/start-again', { params: { path: { id: order.id } } })),
    onSuccess: async ({ orderId, clientSecret, status }, order) => {
      await invalidatePurchases(queryClient);
      if (status === 'completed' || !clientSecret) {
        // Free now: nothing to pay, the tickets are issued.
        toast.success(m.tickets_confirmed(), { description: m.order_free_tickets_in_dashboard() });
        navigate({ to: '/dashboard', search: { tab: 'tickets' }, replace });
        return;
      }
      local.set(storageKeys.checkoutCurrency, order.currency);
      navigate({ to: '/checkout', search: { orderId, clientSecret }, replace });
    },
    onError: refused,
  });
}

/** "Request a refund": refunded at once in an automatic tier (201), else sent to the organizer (202). */
export function useRequestRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ticketIds: string[]; reason?: string; expectedAmount?: string }) =>
      unwrap(api.POST('/api/orders/{id}/refund-requests', { params: { path: { id: orderId } }, body })),
    onSettled: () => invalidatePurchases(queryClient),
  });
}
