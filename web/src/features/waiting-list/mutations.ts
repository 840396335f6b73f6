import { m } from '@pentas/i18n/messages';
import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/sonner';
import { api } from '@/lib/api';
import { errorToast } from '@/lib/error-toasts';
import { waitingListQueries } from './queries';

/** Any list change: every list read again (the buyer's, the event page's, the organizer's). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: waitingListQueries.all() });
}

/** A failed change's toast; its title a message, read when it fails. */
const failed = (title: () => string) => (error: unknown) => {
  const words = errorToast(error, { title: title() });
  toast.error(words.title, { description: words.description });
};

export function useJoinWaitingList() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ ticketTypeId, quantity }: { ticketTypeId: number; quantity: number }) =>
      unwrap(
        api.POST('/api/ticket-types/{id}/waiting-list', { params: { path: { id: ticketTypeId } }, body: { quantity } }),
      ),
    onSuccess: (entry) =>
      toast.success(m.sales_wl_joined(), {
        description: m.sales_wl_joined_text({ position: entry.position ?? 1 }),
      }),
    onError: failed(m.sales_wl_join_failed),
    onSettled: refresh,
  });
}

export function useLeaveWaitingList() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (entryId: number) =>
      unwrap(api.POST('/api/waiting-list-entries/{id}/leave', { params: { path: { id: entryId } } })),
    onSuccess: () => toast.success(m.sales_wl_left_toast()),
    onError: failed(m.sales_wl_leave_failed),
    onSettled: refresh,
  });
}

export function useUpdateWaitingList() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ ticketTypeId, ...body }: { ticketTypeId: number; enabled: boolean; offerHours: number }) =>
      unwrap(api.PUT('/api/ticket-types/{id}/waiting-list', { params: { path: { id: ticketTypeId } }, body })),
    onSuccess: (list) => toast.success(list.enabled ? m.sales_wl_on() : m.sales_wl_off()),
    onError: failed(m.sales_wl_change_failed),
    onSettled: refresh,
  });
}

export function useOfferByHand() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (entryId: number) =>
      unwrap(api.POST('/api/waiting-list-entries/{id}/offer', { params: { path: { id: entryId } } })),
    onSuccess: (entry) =>
      toast.success(m.sales_wl_offer_sent(), { description: m.sales_wl_offer_sent_text({ name: entry.buyer.name }) }),
    onError: failed(m.sales_wl_offer_failed),
    onSettled: refresh,
  });
}
