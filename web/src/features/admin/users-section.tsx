import { m } from '@pentas/i18n/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pager, PastLastPage } from '@/components/data/pager';
import { RecordTable } from '@/components/data/record-table';
import { Badge } from '@/components/ui/badge';
import { SearchBox } from '@/components/ui/search-box';
import { roleLabel } from '@/lib/role-labels';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { type UsersSearch, usersFilters } from './admin-search';
import { AdminSection } from './admin-section';
import { ListProblem } from './list-problem';
import { AdminListSkeleton } from './list-skeleton';
import { ADMIN_PAGE_SIZE, type AdminUser, adminQueries, type NumberedPage } from './queries';
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
  // The route's loader waits for the first page (asked again on each visit, so not again here);
  // another search or page keeps the rows on screen, dimmed, until its own arrive.
  const list = useQuery({ ...adminQueries.users(filters), placeholderData: keepPreviousData, refetchOnMount: false });

  return (
    <AdminSection level={1} title={m.adm_section_users()} description={m.adm_users_lead()}>
      <SearchBox value={text} onChange={setText} label={m.adm_users_search()} />
      {list.data ? (
        <UserRows list={list.data} loading={list.isPlaceholderData} meId={me?.id} />
      ) : list.isError ? (
        <ListProblem what={m.adm_users_what()} onRetry={() => list.refetch()} />
      ) : (
        <AdminListSkeleton rows={5} label={m.adm_users_loading()} />
      )}
    </AdminSection>
  );
}

/** A page of users (those without an e-mail skipped), the admin's own row without buttons, and the pager. */
function UserRows({
  list,
  loading,
  meId,
}: {
  list: NumberedPage<AdminUser, { query: string }>;
  /** Another page is on its way: this one stays, dimmed. */
  loading: boolean;
  meId: string | undefined;
}) {
  const users = list.items.filter((u) => u.email);
  return (
    <div className={cn('space-y-3 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
      {list.items.length === 0 && list.page > 1 ? (
        <PastLastPage noun={m.adm_users_list_of()} />
      ) : (
        <RecordTable<AdminUser>
          caption={m.adm_users_caption()}
          captionHidden
          columns={[
            {
              header: m.adm_name(),
              cell: (u) => (
                <span className="font-medium">
                  {u.name || '—'}
                  {u.id === meId && <span className="ml-1 font-normal text-muted-foreground">{m.adm_you()}</span>}
                </span>
              ),
            },
            { header: m.adm_email(), cell: (u) => <span className="break-all">{u.email}</span> },
            {
              header: m.adm_role(),
              cell: (u) => <Badge variant={u.role === 'customer' ? 'gray' : 'blue'}>{roleLabel(u.role)}</Badge>,
            },
            {
              header: m.adm_change_role(),
              cell: (u) =>
                u.id === meId ? (
                  <span className="text-muted-foreground">{m.adm_own_role()}</span>
                ) : (
                  <RoleButtons user={u} />
                ),
            },
          ]}
          rows={users}
          rowKey={(u) => u.id}
          empty={list.filters.query ? m.adm_users_none_matching({ query: list.filters.query }) : m.adm_users_none()}
        />
      )}
      <Pager
        page={list.page}
        pageSize={ADMIN_PAGE_SIZE}
        total={list.total}
        shown={list.items.length}
        noun={m.adm_users_noun()}
      />
    </div>
  );
}
