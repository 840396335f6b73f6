import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { assertCan } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { type Role, roleOf } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { type Actor, recordAudit } from '../audit';
import { lockAdminsAndUsers, setRole, userPage } from './users.queries';
import type { UserListQuery } from './users.schemas';

type UserRow = Awaited<ReturnType<typeof lockAdminsAndUsers>>[number];

const toAdminUser = (row: UserRow) => ({ ...row, role: roleOf(row.role), createdAt: row.createdAt.toISOString() });

/** `GET /api/admin/users`: a page of users, searched in the database. */
export async function listUsers(deps: AppDeps, user: SessionUser, query: z.infer<typeof UserListQuery>) {
  assertCan(user, 'manage-users');
  const { rows, total } = await userPage(deps.db, query.query || undefined, pageWindow(query));
  return { items: rows.map(toAdminUser), total };
}

export const ownRole = () => conflict(said(m.adm_role_own_error), 'own_role');
export const lastAdmin = () => conflict(said(m.adm_role_last_admin), 'last_admin');

/**
 * `PATCH /api/admin/users/{userId}/role`. Never one's own role (an admin cannot demote themselves by
 * mistake); never the last admin's. The admins' rows are locked first, so two admins demoting each other at
 * the same moment are decided one after the other and the second finds the first is the last admin.
 * The actor's own role is read again under those locks: an admin demoted while their request was on its
 * way changes nothing. The change and its audit row commit together; the session lookup reads the role
 * on every request, so it counts from the user's next request.
 */
export async function changeRole(deps: AppDeps, actor: Actor, userId: string, role: Role) {
  assertCan(actor.user, 'manage-users');
  if (userId === actor.user.id) throw ownRole();
  return deps.db.transaction(async (tx) => {
    const locked = await lockAdminsAndUsers(tx, userId, actor.user.id);
    const actorNow = locked.find((u) => u.id === actor.user.id);
    assertCan({ ...actor.user, role: roleOf(actorNow?.role) }, 'manage-users');
    const target = locked.find((u) => u.id === userId);
    if (!target) throw notFound(said(m.problem_account_user_not_found));
    const before = roleOf(target.role);
    if (before === role) return toAdminUser(target);
    const otherAdmins = locked.filter((u) => u.role === 'admin' && u.id !== userId).length;
    if (before === 'admin' && otherAdmins === 0) throw lastAdmin();
    await setRole(tx, userId, role);
    await recordAudit(tx, actor, {
      action: 'user.role_change',
      targetType: 'user',
      targetId: userId,
      before: { role: before },
      after: { role },
    });
    return toAdminUser({ ...target, role });
  });
}
