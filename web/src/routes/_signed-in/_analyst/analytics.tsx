import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_analyst/analytics')({
  staticData: { guard: { loggedOut: 'accessDenied' } },
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => ({ eventId: positiveId(search.eventId) }),
  component: () => <PlaceholderPage title="Analytics" description="Sales analytics arrive in a later release." />,
});
