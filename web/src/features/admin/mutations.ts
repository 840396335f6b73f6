import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminEventQueries } from './queries';

// ——— Event Management ———

/**
 * The catalog's and organizers' query keys (`eventQueries.all()`, `myEventQueries.all()`), written out
 * rather than imported: a module the landing page shares with this chunk is split into a file of its
 * own on the landing page, over its budget (budget.spec.ts). mutations.test.ts keeps them equal.
 */
export const CATALOG_KEYS = [['events'], ['my-events']] as const;

/** A deleted or restored event leaves or rejoins every list: the admin's, the catalog, the organizer's. */
function useInvalidateEverywhere() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminEventQueries.all(), ...CATALOG_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
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
