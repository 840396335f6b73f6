import { createFileRoute } from '@tanstack/react-router';
import { manualTicketQueries } from '@/features/manual-tickets/queries';
import { ResellerPage } from '@/features/reseller/reseller-page';

export const Route = createFileRoute('/_signed-in/_reseller/reseller/')({
  staticData: { pending: { label: 'Loading reseller dashboard...' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(manualTicketQueries.options()),
  component: ResellerPage,
});
