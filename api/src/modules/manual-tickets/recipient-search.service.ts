import type { AppDeps } from '../../context';
import { roleOf } from '../../lib/permissions';
import type { SessionUser } from '../../lib/session-user';
import { reachOf } from './reach';
import { searchUsers } from './recipient-search.queries';

/** `GET /api/admin/search-users` answers at most 20 matches: a short query never lists every user. */
export const MAX_RECIPIENTS = 20;

/** The box office's recipient search (anyone who may issue tickets); the schema has checked the length. */
export async function searchRecipients(deps: AppDeps, user: SessionUser, query: string) {
  reachOf(user);
  const rows = await searchUsers(deps.db, query, MAX_RECIPIENTS);
  return { users: rows.map((row) => ({ ...row, role: roleOf(row.role) })) };
}
