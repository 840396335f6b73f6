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

const failed = (title: string) => (error: unknown) => {
  const words = errorToast(error, { title });
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
      toast.success('You are on the waiting list', {
        description: `Place ${entry.position ?? 1}. We will e-mail you when tickets come back.`,
      }),
    onError: failed('Could not join the waiting list'),
    onSettled: refresh,
  });
}

export function useLeaveWaitingList() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (entryId: number) =>
      unwrap(api.POST('/api/waiting-list-entries/{id}/leave', { params: { path: { id: entryId } } })),
    onSuccess: () => toast.success('You have left the waiting list'),
    onError: failed('Could not leave the waiting list'),
    onSettled: refresh,
  });
}

export function useUpdateWaitingList() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ ticketTypeId, ...body }: { ticketTypeId: number; enabled: boolean; offerHours: number }) =>
      unwrap(api.PUT('/api/ticket-types/{id}/waiting-list', { params: { path: { id: ticketTypeId } }, body })),
    onSuccess: (list) => toast.success(list.enabled ? 'Waiting list on' : 'Waiting list off'),
    onError: failed('Could not change the waiting list'),
    onSettled: refresh,
  });
}

export function useOfferByHand() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (entryId: number) =>
      unwrap(api.POST('/api/waiting-list-entries/{id}/offer', { params: { path: { id: entryId } } })),
    onSuccess: (entry) => toast.success('Offer sent', { description: `${entry.buyer.name} has been e-mailed.` }),
    onError: failed('Could not make the offer'),
    onSettled: refresh,
  });
}
