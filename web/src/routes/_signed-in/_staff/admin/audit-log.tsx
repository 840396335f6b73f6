import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { type AuditSearch, auditFilters } from '@/features/admin/admin-search';
import { AdminSectionPage } from '@/features/admin/admin-section-page';
import { AuditLogSection } from '@/features/admin/audit-log-section';
import { loadAuditLog } from '@/features/admin/queries';

export const Route = createFileRoute('/_signed-in/_staff/admin/audit-log')({
  staticData: { pending: { label: m.adm_loading_audit_route } },
  // Checked where read (admin-search.ts, split with the page): the entry bundle stays small.
  validateSearch: (search: Record<string, unknown>): AuditSearch => search,
  // The first page a visit shows; another page or search, asked on this page, keeps the rows
  // on screen (dimmed) while it loads instead of the route's pending page.
  loader: ({ context, location, cause }) =>
    cause === 'stay' ? undefined : loadAuditLog(context.queryClient, auditFilters(location.search as AuditSearch)),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const navigate = Route.useNavigate();
  return (
    <AdminSectionPage>
      <AuditLogSection search={Route.useSearch()} onSearchChange={(search) => navigate({ search, replace: true })} />
    </AdminSectionPage>
  );
}
