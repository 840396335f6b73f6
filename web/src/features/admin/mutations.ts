import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminEventQueries, adminQueries, type Role } from './queries';

/**
 * Every admin action writes an audit row; the cancellation runs change today's health too. An
 * answer on its way may have left the server before the change: it is cancelled (a search typed just
 * before, whose rows would otherwise land after the change and show as fresh), lists no one shows are
 * dropped, and those on screen asked again.
 */
function useRefreshAfter(...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [...keys, adminQueries.auditLogAll()].map(async (queryKey) => {
        await queryClient.cancelQueries({ queryKey });
        queryClient.removeQueries({ queryKey, type: 'inactive' });
        return queryClient.invalidateQueries({ queryKey });
      }),
    );
}

export function useChangeUserRole() {
  const refresh = useRefreshAfter(adminQueries.usersAll());
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      unwrap(api.PATCH('/api/admin/users/{userId}/role', { params: { path: { userId } }, body: { role } })),
    onSuccess: refresh,
  });
}

export function useCancelPendingPayments() {
  const refresh = useRefreshAfter(adminQueries.paymentHealth().queryKey);
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/cancel-pending-payments')),
    onSuccess: refresh,
  });
}

export function useRunAutoCancellation() {
  const refresh = useRefreshAfter(adminQueries.paymentHealth().queryKey);
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/run-auto-cancellation')),
    onSuccess: refresh,
  });
}

// ——— Event Management ———

/**
 * The catalog's and organizers' query keys (`eventQueries.all()`, `myEventQueries.all()`), written out
 * rather than imported: a module the landing page shares with this chunk is split into a file of its
 * own on the landing page, over its budget (budget.spec.ts). mutations.test.ts keeps them equal.
 */
export const CATALOG_KEYS = [['events'], ['my-events']] as const;

/** Soft delete: the event is hidden, orders and tickets kept, and an admin can restore it (decisions.md item 13). */
export function useDeleteEvent() {
  // A deleted or restored event leaves or rejoins every list: the admin's, the catalog, the organizer's.
  const refresh = useRefreshAfter(adminEventQueries.all(), ...CATALOG_KEYS);
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/events/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

export function useRestoreEvent() {
  const refresh = useRefreshAfter(adminEventQueries.all(), ...CATALOG_KEYS);
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/admin/events/{id}/restore', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

/** An admin paid a failed or manual refund back by hand: it leaves payment health's list. */
export function useSettleRefund() {
  const refresh = useRefreshAfter(adminQueries.paymentHealth().queryKey);
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      unwrap(api.POST('/api/admin/refunds/{id}/settle', { params: { path: { id } }, body: { note } })),
    onSuccess: refresh,
  });
}
