import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_signed-in/_staff/inventory')({
  staticData: { guard: { denied: 'Admin access required for inventory tracking' } },
  component: () => (
    <PlaceholderPage title="Inventory Tracking" description="Inventory tracking arrives in a later release." />
  ),
});
