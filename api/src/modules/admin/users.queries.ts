import { asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { containing } from '../../lib/like-pattern';

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
};

/** The very expression of `users_search_trgm_idx` (migration 0006), so the trigram index answers. */
const searchText = sql`lower(${users.email} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * Users whose e-mail, first name or last name contains `text`, in any case: the condition the admin's
 * user list and the box office's recipient search share, answered by the trigram index.
 */
export const matchesUserSearch = (text: string): SQL => sql`${searchText} like ${containing(text)}`;

/** Names in natural order ('Buyer 2' before 'Buyer 19'): the collation of migration 0021, then id for ties. */
const naturalName = sql`${users.name} collate natural_sort`;

/** A page of users in natural order by name, with the total: `users_name_natural_idx` orders them without a sort. */
export async function userPage(db: Queryable, query: string | undefined, window: { limit: number; offset: number }) {
  const where: SQL | undefined = query ? matchesUserSearch(query) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(naturalName, asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

/**
 * Locks every admin's row, the target's and the actor's, in id order (so two of these never deadlock),
 * for the rest of the transaction. A concurrent role change waits here, then sees the committed roles:
 * a row that stopped being an admin meanwhile is re-checked and left out (the target's and the actor's
 * are kept, with their role as committed).
 */
export async function lockAdminsAndUsers(db: Queryable, userId: string, actorId: string) {
  return db
    .select(columns)
    .from(users)
    .where(or(eq(users.role, 'admin'), eq(users.id, userId), eq(users.id, actorId)))
    .orderBy(asc(users.id))
    .for('update');
}

export async function setRole(db: Queryable, userId: string, role: string) {
  await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
