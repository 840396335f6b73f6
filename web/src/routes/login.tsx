import { safeReturnPath } from '@pentas/openapi';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { useLeaveWhenSignedIn } from '@/features/auth/use-leave-when-signed-in';
import { knownSessionUser } from '@/lib/session';

interface LoginSearch {
  returnTo?: string;
  mode?: 'sign-in' | 'sign-up';
}

/** Plain checks rather than a schema library: this runs in the entry bundle of every page. */
function validateSearch(search: Record<string, unknown>): LoginSearch {
  return {
    returnTo: typeof search.returnTo === 'string' ? search.returnTo : undefined,
    mode: search.mode === 'sign-up' || search.mode === 'sign-in' ? search.mode : undefined,
  };
}

/** Only paths on this site; anything else returns home. */
function returnTarget(value: string | undefined) {
  return safeReturnPath(value) ?? '/';
}

export const Route = createFileRoute('/login')({
  validateSearch,
  // Someone known to be signed in never sees the form. While the session check is still out, the form
  // paints at once, and leaves for the same place if the check finds a user (useLeaveWhenSignedIn).
  beforeLoad: ({ context, search }) => {
    if (knownSessionUser(context.queryClient)) throw redirect({ href: returnTarget(search.returnTo) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { returnTo, mode } = Route.useSearch();
  const target = returnTarget(returnTo);
  useLeaveWhenSignedIn(target);
  return <LoginPage returnTo={target} initialMode={mode ?? 'sign-in'} />;
}
