import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminQueries, type Role } from './queries';

/**
 * Every admin action writes an audit row; the cancellation runs change today's health too. Lists
 * no one shows right now (another search, or one whose first answer is still on its way while the
 * page keeps the old rows on screen) are dropped rather than marked stale: an answer that left the
 * server before the change would otherwise land after it and show as fresh.
 */
function useRefreshAfter(...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [...keys, adminQueries.auditLogAll()].map((queryKey) => {
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
