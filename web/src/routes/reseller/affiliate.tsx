import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '@/features/affiliates/affiliate-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/reseller/affiliate')({
  component: () => (
    <RequireAuth permission="affiliate-links" deniedMessage="You need reseller or admin access to view this page">
      <AffiliatePage />
    </RequireAuth>
  ),
});
