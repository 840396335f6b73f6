import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/guard';
import { RequireAuthError } from '@/features/auth/require-auth-error';

/** Sales analytics (organizers and admins). */
export const Route = createFileRoute('/_signed-in/_analyst')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'view-analytics'),
  errorComponent: RequireAuthError,
});
