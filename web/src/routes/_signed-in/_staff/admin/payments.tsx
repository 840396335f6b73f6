import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '@/features/admin/payments-page';
import { loadPayments } from '@/features/admin/queries';

export const Route = createFileRoute('/_signed-in/_staff/admin/payments')({
  staticData: { pending: { label: m.ops_loading_payment_health } },
  loader: ({ context }) => loadPayments(context.queryClient),
  component: PaymentsPage,
});
