import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { LoadMore } from '@/components/data/load-more';
import { RecordTable } from '@/components/data/record-table';
import { Badge } from '@/components/ui/badge';
import { SearchBox } from '@/components/ui/search-box';
import { loadedRows } from '@/lib/paged';
import { roleLabels } from '@/lib/role-labels';
import { searchText } from '@/lib/search-text';
import { useCurrentUser } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { AdminSection } from './admin-section';
import { type AdminUser, adminQueries } from './queries';
import { RoleButtons } from './role-buttons';

/** The server is asked once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/**
 * The admin panel's user role list, searched on the server (e-mail, first or last name, any
 * case), a page at a time. Users without an e-mail are skipped; the signed-in admin's own row has no
 * buttons (an admin cannot change their own role).
 */
export function UsersSection() {
  const { user: me } = useCurrentUser();
  const [text, setText] = useState('');
  const search = useDebouncedValue(searchText(text), SEARCH_PAUSE_MS);
  // While a new search loads, the list it replaces stays on screen (dimmed) instead of a fallback.
  const shownSearch = useDeferredValue(search);
  const list = useSuspenseInfiniteQuery(adminQueries.users(shownSearch));
  const users = loadedRows(list.data.pages).rows.filter((u) => u.email);
  const searching = shownSearch !== search;

  return (
    <AdminSection
      title="User Roles"
      description="Set what each person can do. A change counts from their next request."
    >
      <SearchBox value={text} onChange={setText} label="Search users by e-mail or name..." />
      <div className={cn('space-y-3 transition-opacity', searching && 'opacity-60')} aria-busy={searching}>
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
          empty={shownSearch ? `No users found matching "${shownSearch}"` : 'No users yet.'}
        />
        <LoadMore list={list} noun="users" shown={users.length} />
      </div>
    </AdminSection>
  );
}
