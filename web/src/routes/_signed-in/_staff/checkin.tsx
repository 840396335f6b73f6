import { createFileRoute } from '@tanstack/react-router';
import { ScannerPage } from '@/features/checkin/scanner-page';
import { positiveId } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_staff/checkin')({
  // ?event= is the event at this door: it survives a reload, and staff can bookmark their door.
  validateSearch: (search: Record<string, unknown>): { event?: number } => ({ event: positiveId(search.event) }),
  component: ScannerPage,
});
