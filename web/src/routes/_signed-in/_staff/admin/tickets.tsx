import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { loadTicketTools } from '@/features/admin/queries';
import { TicketsPage } from '@/features/admin/tickets-page';

export const Route = createFileRoute('/_signed-in/_staff/admin/tickets')({
  staticData: { pending: { label: m.ops_loading_manual_tickets } },
  loader: ({ context }) => loadTicketTools(context.queryClient),
  component: TicketsPage,
});
