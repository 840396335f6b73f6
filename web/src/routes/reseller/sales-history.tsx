import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/reseller/sales-history')({
  component: () => (
    <RequireAuth permission="generate-manual-tickets">
      <PlaceholderPage title="Sales History" description="Sales history arrives in a later release." />
    </RequireAuth>
  ),
});
