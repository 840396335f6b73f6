import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/qr-test')({
  component: () => (
    <RequireAuth>
      <PlaceholderPage title="QR Test" description="The QR test page arrives with tickets." />
    </RequireAuth>
  ),
});
