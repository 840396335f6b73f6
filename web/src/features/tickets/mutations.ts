import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketQueries } from './queries';

/** Gives a ticket to another registered user; the holder's list is read again either way. */
export function useTransferTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      unwrap(api.POST('/api/tickets/{id}/transfer', { params: { path: { id } }, body: { email } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketQueries.all() }),
  });
}
