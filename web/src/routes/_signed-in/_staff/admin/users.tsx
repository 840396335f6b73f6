import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { type UsersSearch, usersFilters } from '@/features/admin/admin-search';
import { AdminSectionPage } from '@/features/admin/admin-section-page';
import { loadUsers } from '@/features/admin/queries';
import { UsersSection } from '@/features/admin/users-section';

export const Route = createFileRoute('/_signed-in/_staff/admin/users')({
  staticData: { pending: { label: m.adm_loading_users_route } },
  // Checked where read (admin-search.ts, split with the page): the entry bundle stays small.
  validateSearch: (search: Record<string, unknown>): UsersSearch => search,
  // The first page a visit shows; another page or search, asked on this page, keeps the rows
  // on screen (dimmed) while it loads instead of the route's pending page.
  loader: ({ context, location, cause }) =>
    cause === 'stay' ? undefined : loadUsers(context.queryClient, usersFilters(location.search as UsersSearch)),
  component: UsersRoute,
});

function UsersRoute() {
  const navigate = Route.useNavigate();
  return (
    <AdminSectionPage>
      <UsersSection search={Route.useSearch()} onSearchChange={(search) => navigate({ search, replace: true })} />
    </AdminSectionPage>
  );
}
