import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/guard';
import { RequireAuthError } from '@/features/auth/require-auth-error';

/** Organizer tools: creating, listing and editing one's events. */
export const Route = createFileRoute('/_signed-in/_organizer')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'create-events'),
  errorComponent: RequireAuthError,
});
