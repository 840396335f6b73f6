import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

/** A session by its token, with its user, in one query (prepared: every signed-in request asks). */
export async function findSessionWithUser(db: Queryable, token: string) {
  const [row] = await sessionWithUser(db).execute({ token });
  return row;
}

const sessionWithUser = preparedPerHandle((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_with_user'),
);
