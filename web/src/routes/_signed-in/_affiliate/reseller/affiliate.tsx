import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '@/features/affiliates/affiliate-page';

export const Route = createFileRoute('/_signed-in/_affiliate/reseller/affiliate')({
  staticData: { guard: { denied: 'You need reseller or admin access to view this page' } },
  component: AffiliatePage,
});
