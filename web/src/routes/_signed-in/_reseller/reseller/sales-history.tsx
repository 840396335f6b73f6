import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_signed-in/_reseller/reseller/sales-history')({
  component: () => <PlaceholderPage title="Sales History" description="Sales history arrives in a later release." />,
});
