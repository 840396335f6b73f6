import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { manualTicketQueries } from '@/features/manual-tickets/queries';
import { ResellerPage } from '@/features/resellers/reseller-page';

export const Route = createFileRoute('/_signed-in/_reseller/reseller/')({
  staticData: { pending: { label: () => m.resell_dashboard_loading() } },
  // The form's events and ticket types: the page opens with them instead of a skeleton.
  loader: ({ context }) => context.queryClient.ensureQueryData(manualTicketQueries.options()),
  component: ResellerPage,
});
