import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import type { StoredUser } from './auth.service';

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

/**
 * A hot path's first CTE (`with live as (...)`): the user of the session with the `token` placeholder,
 * if it is live and not yet due for better-auth's sliding refresh (expiring after the `freshUntil`
 * placeholder, `refreshDueUntil`). No row for anything else: the caller then takes the ordinary lookup,
 * which lets better-auth settle it. Checkout and the door's check-in read their session this way, in
 * their own first statement.
 */
export const liveSessionUser = sql`
    select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name,
      ${users.lastName} as last_name, ${users.role} as role
    from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
    where ${sessions.token} = ${sql.placeholder('token')} and ${sessions.expiresAt} > now()
      and ${sessions.expiresAt} > ${sql.placeholder('freshUntil')}::timestamptz`;

/** The live session's user as a hot path's statement selects it (`liveUserColumns`, from `live`). */
export interface LiveUserRow {
  userId: string;
  userEmail: string;
  userFirstName: string | null;
  userLastName: string | null;
  userRole: string | null;
}

export const liveUserColumns = sql`live.id as "userId", live.email as "userEmail", live.first_name as "userFirstName",
    live.last_name as "userLastName", live.role as "userRole"`;

export function storedUserOf(row: LiveUserRow): StoredUser {
  return {
    id: row.userId,
    email: row.userEmail,
    firstName: row.userFirstName,
    lastName: row.userLastName,
    role: row.userRole,
  };
}
