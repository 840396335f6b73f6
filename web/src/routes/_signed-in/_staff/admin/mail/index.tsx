import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { type MailSearch, mailFilters } from '@/features/admin/admin-search';
import { AdminSectionPage } from '@/features/admin/admin-section-page';
import { MailListSection } from '@/features/admin/mail-list-section';
import { loadMailPage } from '@/features/admin/mail-queries';

export const Route = createFileRoute('/_signed-in/_staff/admin/mail/')({
  staticData: { pending: { label: m.adm_loading_mail_route } },
  // Checked where read (admin-search.ts, split with the page): the entry bundle stays small.
  validateSearch: (search: Record<string, unknown>): MailSearch => search,
  // The first page a visit shows; another page or filter keeps the rows on screen (dimmed) while it loads.
  loader: ({ context, location, cause }) =>
    cause === 'stay' ? undefined : loadMailPage(context.queryClient, mailFilters(location.search as MailSearch)),
  component: MailRoute,
});

function MailRoute() {
  const navigate = Route.useNavigate();
  return (
    <AdminSectionPage>
      <MailListSection search={Route.useSearch()} onSearchChange={(search) => navigate({ search, replace: true })} />
    </AdminSectionPage>
  );
}
