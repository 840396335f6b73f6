import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_signed-in/_staff/admin/reseller-monitoring')({
  component: () => (
    <PlaceholderPage title="Reseller Performance" description="Reseller monitoring arrives in a later release." />
  ),
});
