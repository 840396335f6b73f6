import { type components, type operations, unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type EventSummary = components['schemas']['EventSummary'];
export type EventListFilters = NonNullable<operations['listEvents']['parameters']['query']>;

/** Query keys: ['events', 'list', filters]; mutations invalidate by the ['events'] prefix. */
export const eventQueries = {
  all: () => ['events'] as const,
  list: (filters: EventListFilters = {}) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list', filters],
      queryFn: () => unwrap(api.GET('/api/events', { params: { query: filters } })),
    }),
};
