import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_signed-in/_staff/admin/reseller-monitoring')({
  // The other staff pages keep the spec's toast; this one is a reseller page (spec 'Reseller dashboard').
  staticData: { guard: { denied: 'You need admin access to view this page', show: 'page' } },
  component: () => (
    <PlaceholderPage title="Reseller Performance" description="Reseller monitoring arrives in a later release." />
  ),
});
