import { createFileRoute } from '@tanstack/react-router';
import { RequireAuthError, requireAuth } from '@/features/auth/require-auth';

/** Sales analytics (organizers and admins). */
export const Route = createFileRoute('/_signed-in/_analyst')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'view-analytics'),
  errorComponent: RequireAuthError,
});
