import { type components, unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Ticket = components['schemas']['Ticket'];

export const ticketQueries = {
  all: () => ['tickets'] as const,
  mine: () =>
    queryOptions({ queryKey: [...ticketQueries.all(), 'mine'], queryFn: () => unwrap(api.GET('/api/my-tickets')) }),
};
