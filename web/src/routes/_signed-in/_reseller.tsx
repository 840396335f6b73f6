import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/guard';
import { RequireAuthError } from '@/features/auth/require-auth-error';

/** Reseller tools: the reseller dashboard and sales history. */
export const Route = createFileRoute('/_signed-in/_reseller')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient, 'generate-manual-tickets'),
  errorComponent: RequireAuthError,
});
