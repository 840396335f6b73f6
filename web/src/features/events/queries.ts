import { type components, unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type EventSummary = components['schemas']['EventSummary'];
export type EventListFilters = NonNullable<
  NonNullable<Parameters<typeof api.GET<'/api/events'>>[1]>['params']
>['query'];

/** Query keys: ['events', 'list', filters]; mutations invalidate by the ['events'] prefix. */
export const eventQueries = {
  all: () => ['events'] as const,
  list: (filters: EventListFilters = {}) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list', filters],
      queryFn: () => unwrap(api.GET('/api/events', { params: { query: filters } })),
    }),
};
