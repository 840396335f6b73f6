import { safeReturnPath } from '@pentas/openapi';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { authQueries } from '@/features/auth/queries';

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
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(authQueries.user());
    if (user) throw redirect({ href: returnTarget(search.returnTo) });
  },
  component: () => {
    const { returnTo, mode } = Route.useSearch();
    return <LoginPage returnTo={returnTarget(returnTo)} initialMode={mode ?? 'sign-in'} />;
  },
});
