import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_signed-in/_staff/admin/')({
  component: () => <PlaceholderPage title="Admin Panel" description="The admin tools arrive in a later release." />,
});
