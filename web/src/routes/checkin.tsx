import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { ScannerPage } from '@/features/checkin/scanner-page';

export const Route = createFileRoute('/checkin')({
  component: () => (
    <RequireAuth permission="admin-panel" deniedMessage="You don't have permission to access this page">
      <ScannerPage />
    </RequireAuth>
  ),
});
