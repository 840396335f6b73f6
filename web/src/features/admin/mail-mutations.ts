import { unwrap } from '@pentas/openapi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { mailQueries } from './mail-queries';
import { adminQueries } from './queries';

/** Sends a mail again (a failed one as itself, a sent one as a copy); the lists and the audit log are asked again. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) =>
      unwrap(api.POST('/api/admin/mail/{mailId}/resend', { params: { path: { mailId } } })),
    onSettled: () =>
      Promise.all(
        [mailQueries.all(), adminQueries.auditLogAll()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
