import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/reseller/affiliate')({
  component: () => (
    <RequireAuth permission="generate-manual-tickets">
      <PlaceholderPage title="Affiliate Portal" description="The affiliate portal arrives with affiliate links." />
    </RequireAuth>
  ),
});
