import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/guard';
import { RequireAuthError } from '@/features/auth/require-auth-error';

/** Affiliate tools: one's own code, link and widget (resellers, organizers, admins). */
export const Route = createFileRoute('/_signed-in/_affiliate')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'affiliate-links'),
  errorComponent: RequireAuthError,
});
