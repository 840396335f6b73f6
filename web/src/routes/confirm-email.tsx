import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '@/features/account/confirm-email-page';

/** Plain checks rather than a schema library: this runs in the entry bundle of every page. */
function validateSearch(search: Record<string, unknown>): { token?: string } {
  return { token: typeof search.token === 'string' ? search.token : undefined };
}

export const Route = createFileRoute('/confirm-email')({
  validateSearch,
  component: () => <ConfirmEmailPage token={Route.useSearch().token ?? ''} />,
});
