import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/guard';
import { RequireAuthError } from '@/features/auth/require-auth-error';

/**
 * Reseller tools: the reseller dashboard and sales history. They need the role reseller itself, not a
 * permission: organizers and admins, who may also issue manual tickets, get the Access Denied page.
 */
export const Route = createFileRoute('/_signed-in/_reseller')({
  staticData: { guard: { denied: () => m.resell_denied_reseller(), show: 'page' } },
  beforeLoad: ({ context }) => requireAuth(context.queryClient, { role: 'reseller' }),
  errorComponent: RequireAuthError,
});
