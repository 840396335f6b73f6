import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { QrTestPage } from '@/features/qr-test/qr-test-page';

export const Route = createFileRoute('/qr-test')({
  component: () => (
    <RequireAuth>
      <QrTestPage />
    </RequireAuth>
  ),
});
