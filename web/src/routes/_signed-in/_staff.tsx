import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/guard';
import { RequireAuthError } from '@/features/auth/require-auth-error';

/** Staff tools: the door scanner, inventory and the admin panel. */
export const Route = createFileRoute('/_signed-in/_staff')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'admin-panel'),
  errorComponent: RequireAuthError,
});
