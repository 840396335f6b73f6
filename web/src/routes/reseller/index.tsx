import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/reseller/')({
  component: () => (
    <RequireAuth permission="generate-manual-tickets">
      <PlaceholderPage title="Reseller Dashboard" description="The reseller dashboard arrives in a later release." />
    </RequireAuth>
  ),
});
