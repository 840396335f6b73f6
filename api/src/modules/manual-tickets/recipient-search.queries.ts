import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { matchesUserSearch } from '../admin';

/** At most `limit` users matching `text`, by e-mail (the unique e-mail index orders them). */
export async function searchUsers(db: Queryable, text: string, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(matchesUserSearch(text))
    .orderBy(asc(users.email))
    .limit(limit);
}
