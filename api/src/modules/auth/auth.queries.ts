import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

interface SessionRow {
  expiresAtMs: number;
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
}

/**
 * A session by its token, with its user, in one query. Every signed-in request asks, a flash sale's
 * checkouts among them, so it is a raw prepared statement (no drizzle building or row mapping per call).
 */
const sessionWithUser = preparedStatement<SessionRow>(sql`
  select (extract(epoch from ${sessions.expiresAt}) * 1000)::float8 as "expiresAtMs", ${users.id} as "id", ${users.email} as "email",
    ${users.firstName} as "firstName", ${users.lastName} as "lastName", ${users.role} as "role"
  from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
  where ${sessions.token} = ${sql.placeholder('token')}`);

export async function findSessionWithUser(db: Database, token: string) {
  const [row] = await sessionWithUser(db, { token });
  if (!row) return undefined;
  // In milliseconds: drizzle has this client hand timestamps over as strings.
  const { expiresAtMs, ...user } = row;
  return { expiresAt: new Date(expiresAtMs), user };
}
