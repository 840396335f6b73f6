import { type components, unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Ticket = components['schemas']['Ticket'];

export const ticketQueries = {
  all: () => ['tickets'] as const,
  mine: () =>
    queryOptions({ queryKey: [...ticketQueries.all(), 'mine'], queryFn: () => unwrap(api.GET('/api/my-tickets')) }),
};

/** A ticket's signed QR code, made on request and never cached (the API sends it no-store). */
export function fetchTicketQr(id: string) {
  return unwrap(api.GET('/api/tickets/{id}/qr', { params: { path: { id } } }));
}
