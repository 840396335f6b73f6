import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/account/reset-password-page';

/** Plain checks rather than a schema library: this runs in the entry bundle of every page. */
function validateSearch(search: Record<string, unknown>): { token?: string } {
  return { token: typeof search.token === 'string' ? search.token : undefined };
}

export const Route = createFileRoute('/reset-password')({
  validateSearch,
  component: () => <ResetPasswordPage token={Route.useSearch().token ?? ''} />,
});
