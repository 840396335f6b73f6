import { createFileRoute } from '@tanstack/react-router';
import { InventoryPage } from '@/features/admin/inventory-page';
import { adminEventQueries } from '@/features/admin/queries';

export const Route = createFileRoute('/_signed-in/_staff/inventory')({
  staticData: {
    guard: { denied: 'Admin access required for inventory tracking' },
    pending: { label: 'Loading inventory...' },
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureInfiniteQueryData(adminEventQueries.salesStats()),
      context.queryClient.ensureInfiniteQueryData(adminEventQueries.list()),
    ]),
  component: InventoryPage,
});
