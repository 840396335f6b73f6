import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketQueries } from '../tickets/queries';

export function useScanTicket() {
  return useMutation({
    mutationFn: ({ qrCode, eventId }: { qrCode: string; eventId?: number }) =>
      unwrap(api.POST('/api/scan-ticket', { body: { qrCode, eventId } })),
  });
}

/** Checks a ticket in; on success the holder's ticket list (/api/my-tickets) is refreshed. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) =>
      unwrap(api.POST('/api/tickets/{id}/checkin', { params: { path: { id: ticketId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketQueries.all() }),
  });
}
