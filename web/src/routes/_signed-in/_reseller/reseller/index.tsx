import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_signed-in/_reseller/reseller/')({
  component: () => (
    <PlaceholderPage title="Reseller Dashboard" description="The reseller dashboard arrives in a later release." />
  ),
});
