import { createFileRoute } from '@tanstack/react-router';
import { RequireAuthError, requireAuth } from '@/features/auth/require-auth';

/** Reseller tools: the reseller dashboard and sales history. */
export const Route = createFileRoute('/_signed-in/_reseller')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'generate-manual-tickets'),
  errorComponent: RequireAuthError,
});
