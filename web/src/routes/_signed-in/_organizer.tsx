import { createFileRoute } from '@tanstack/react-router';
import { RequireAuthError, requireAuth } from '@/features/auth/require-auth';

/** Organizer tools: creating, listing and editing one's events. */
export const Route = createFileRoute('/_signed-in/_organizer')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'create-events'),
  errorComponent: RequireAuthError,
});
