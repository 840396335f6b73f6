import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_signed-in/_staff/admin/manual-tracker')({
  component: () => (
    <PlaceholderPage
      title="Manual Ticket Tracker"
      description="The manual ticket tracker arrives in a later release."
    />
  ),
});
