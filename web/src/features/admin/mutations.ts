import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminQueries, type Role } from './queries';

/** Every admin action writes an audit row; the cancellation runs change today's health too. */
function useRefreshAfter(...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      queryClient.invalidateQueries({ queryKey: adminQueries.auditLogAll() }),
    ]);
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
