import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '@/features/auth/require-auth';
import { ScannerPage } from '@/features/checkin/scanner-page';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/checkin')({
  // ?event= is the event at this door: it survives a reload, and staff can bookmark their door.
  validateSearch: (search: Record<string, unknown>): { event?: number } => ({ event: positiveId(search.event) }),
  component: () => (
    <RequireAuth permission="admin-panel" deniedMessage="You don't have permission to access this page">
      <ScannerPage />
    </RequireAuth>
  ),
});
