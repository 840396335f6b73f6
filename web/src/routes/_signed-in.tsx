import { createFileRoute } from '@tanstack/react-router';
import { WorkspaceShell } from '@/components/layout/workspace-shell';
import { requireAuth } from '@/features/auth/guard';
import { RequireAuthError } from '@/features/auth/require-auth-error';

/**
 * Every page under here needs a signed-in user (the guard runs once, here; the pages hold none), and
 * shows in the user's workspace: their tools beside it (`WorkspaceShell`).
 */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context }) => requireAuth(context.queryClient),
  errorComponent: RequireAuthError,
  component: WorkspaceShell,
});
