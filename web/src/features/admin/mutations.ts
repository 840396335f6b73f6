import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventQueries, myEventQueries } from '@/features/events/queries';
import { api } from '@/lib/api';
import { adminEventQueries } from './queries';

// ——— Event Management ———

/** A deleted or restored event leaves or rejoins every list: the admin's, the catalog, the organizer's. */
function useInvalidateEverywhere() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminEventQueries.all(), eventQueries.all(), myEventQueries.all()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Soft delete (spec 'Event Management'): orders and tickets are kept; an admin can restore it. */
export function useDeleteEvent() {
  const invalidate = useInvalidateEverywhere();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/events/{id}', { params: { path: { id } } })),
    onSettled: invalidate,
  });
}

export function useRestoreEvent() {
  const invalidate = useInvalidateEverywhere();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/admin/events/{id}/restore', { params: { path: { id } } })),
    onSettled: invalidate,
  });
}
