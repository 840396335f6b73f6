import { type components, unwrap } from '@pentas/openapi';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventQueries, myEventQueries } from '../queries';

export type CancellationProgress = components['schemas']['CancellationProgress'];
type PostponeBody = components['schemas']['PostponeEventBody'];

/** How often the progress panel asks while refunds are under way. */
const POLL_MS = 2000;

export const cancellationQueries = {
  all: () => ['cancellation'] as const,
  /** The event's cancellation: before one, what it would refund; after, polled until done. */
  progress: (eventId: number) =>
    queryOptions({
      queryKey: [...cancellationQueries.all(), eventId],
      queryFn: () => unwrap(api.GET('/api/events/{id}/cancellation', { params: { path: { id: eventId } } })),
      refetchInterval: (query) => {
        const data = query.state.data;
        return data?.cancelledAt && !data.done ? POLL_MS : false;
      },
    }),
};

/** After a cancel or postpone every list and page of events is asked again (their state changed). */
function useRefreshEvents(eventId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [eventQueries.all(), myEventQueries.all(), ['admin'], cancellationQueries.progress(eventId).queryKey].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCancelEvent(eventId: number) {
  const refresh = useRefreshEvents(eventId);
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(api.POST('/api/events/{id}/cancel', { params: { path: { id: eventId } }, body: { reason } })),
    onSuccess: refresh,
  });
}

export function usePostponeEvent(eventId: number) {
  const refresh = useRefreshEvents(eventId);
  return useMutation({
    mutationFn: (body: PostponeBody) =>
      unwrap(api.POST('/api/events/{id}/postpone', { params: { path: { id: eventId } }, body })),
    onSuccess: refresh,
  });
}
