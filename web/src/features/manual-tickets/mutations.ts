import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type GenerateTicketsBody, manualTicketQueries } from './queries';

export interface GenerateTicketsRequest {
  body: GenerateTicketsBody;
  /** One per filled-in form: a retry or a second click of the same form is answered, not issued twice. */
  idempotencyKey: string;
}

/** POST generate-tickets; on success the stock left (options) and the tracker are asked again. */
export function useGenerateTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: GenerateTicketsRequest) =>
      unwrap(
        api.POST('/api/admin/generate-tickets', { params: { header: { 'idempotency-key': idempotencyKey } }, body }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manualTicketQueries.options().queryKey }),
        queryClient.invalidateQueries({ queryKey: manualTicketQueries.trackerAll() }),
      ]),
  });
}
