import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { InventoryPage } from '@/features/admin/inventory-page';
import { adminEventQueries } from '@/features/admin/queries';

export const Route = createFileRoute('/_signed-in/_staff/inventory')({
  staticData: {
    guard: { denied: m.ops_inventory_denied },
    pending: { label: m.ops_loading_inventory },
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureInfiniteQueryData(adminEventQueries.salesStats()),
      context.queryClient.ensureInfiniteQueryData(adminEventQueries.list()),
    ]),
  component: InventoryPage,
});
