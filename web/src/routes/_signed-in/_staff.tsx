import { createFileRoute } from '@tanstack/react-router';
import { RequireAuthError, requireAuth } from '@/features/auth/require-auth';

/** Staff tools: the door scanner, inventory and the admin panel. */
export const Route = createFileRoute('/_signed-in/_staff')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'admin-panel'),
  errorComponent: RequireAuthError,
});
