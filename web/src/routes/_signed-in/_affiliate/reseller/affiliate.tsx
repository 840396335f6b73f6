import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { eventQueries } from '@/features/events/queries';
import { AffiliatePage } from '@/features/resellers/affiliate-page';
import { affiliateQueries } from '@/features/resellers/queries';

export const Route = createFileRoute('/_signed-in/_affiliate/reseller/affiliate')({
  staticData: {
    guard: { denied: () => m.resell_denied_affiliate(), show: 'page' },
    pending: { label: () => m.resell_affiliate_loading() },
  },
  loader: async ({ context }) => {
    // The event picker is secondary: started here, not waited for (the page works without it).
    void context.queryClient.prefetchQuery(eventQueries.pickable());
    // Statistics only once a code exists: the code call makes it on first use.
    await context.queryClient.ensureQueryData(affiliateQueries.code());
    await context.queryClient.ensureQueryData(affiliateQueries.stats());
  },
  component: AffiliatePage,
});
