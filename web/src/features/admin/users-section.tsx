import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Pager, PastLastPage } from '@/components/data/pager';
import { RecordTable } from '@/components/data/record-table';
import { Badge } from '@/components/ui/badge';
import { SearchBox } from '@/components/ui/search-box';
import { roleLabels } from '@/lib/role-labels';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { type UsersSearch, usersFilters } from './admin-search';
import { AdminSection } from './admin-section';
import { ADMIN_PAGE_SIZE, type AdminUser, adminQueries } from './queries';
import { RoleButtons } from './role-buttons';
import { useSearchBox } from './use-search-box';

/**
 * User Roles (/admin/users): users searched on the server (e-mail, first or last name, any case), a
 * page at a time; the search and the page live in the address. Users without an e-mail are skipped;
 * the signed-in admin's own row has no buttons (an admin cannot change their own role).
 */
export function UsersSection({
  search,
  onSearchChange,
}: {
  search: UsersSearch;
  /** A new search (its first page), in place of the address's. */
  onSearchChange: (next: UsersSearch) => void;
}) {
  const { user: me } = useCurrentUser();
  const filters = usersFilters(search);
  const [text, setText] = useSearchBox(filters.query, (query) => onSearchChange({ query: query || undefined }));
  // A new search or page is a navigation: the rows on screen stay, dimmed, until the new ones arrive.
  const loading = useRouterState({ select: (state) => state.isLoading });
  const { data } = useSuspenseQuery(adminQueries.users(filters));
  const users = data.items.filter((u) => u.email);

  return (
    <AdminSection
      level={1}
      title="User Roles"
      description="Set what each person can do. A change counts from their next request."
    >
      <SearchBox value={text} onChange={setText} label="Search users by e-mail or name..." />
      <div className={cn('space-y-3 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
        {data.items.length === 0 && filters.page > 1 ? (
          <PastLastPage noun="list of users" />
        ) : (
          <RecordTable<AdminUser>
            caption="Users and their roles"
            captionHidden
            columns={[
              {
                header: 'Name',
                cell: (u) => (
                  <span className="font-medium">
                    {u.name || '—'}
                    {u.id === me?.id && <span className="ml-1 font-normal text-muted-foreground">(you)</span>}
                  </span>
                ),
              },
              { header: 'E-mail', cell: (u) => <span className="break-all">{u.email}</span> },
              {
                header: 'Role',
                cell: (u) => <Badge variant={u.role === 'customer' ? 'gray' : 'blue'}>{roleLabels[u.role]}</Badge>,
              },
              {
                header: 'Change role',
                cell: (u) =>
                  u.id === me?.id ? (
                    <span className="text-muted-foreground">Your own role cannot be changed here</span>
                  ) : (
                    <RoleButtons user={u} />
                  ),
              },
            ]}
            rows={users}
            rowKey={(u) => u.id}
            empty={filters.query ? `No users found matching "${filters.query}"` : 'No users yet.'}
          />
        )}
        <Pager
          page={filters.page}
          pageSize={ADMIN_PAGE_SIZE}
          total={data.total}
          shown={data.items.length}
          noun="users"
        />
      </div>
    </AdminSection>
  );
}
