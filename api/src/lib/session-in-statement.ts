import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { sessions, users } from '../db/schema';
import { requireUser, signedSessionTokenOf } from './session';
import { refreshDueUntil } from './session-cookie';
import { type SessionUser, type StoredUser, toSessionUser } from './session-user';

/**
 * Hot paths (checkout, the door's check-in) read their caller's session in their own first statement
 * instead of a query of its own. Everything that takes is here. See docs/design/checkout-and-holds.md.
 */

/**
 * The statement's first CTE (`with live as (...)`): the user of the session with the `token` placeholder,
 * if it is live and not yet due for better-auth's sliding refresh (expiring after the `freshUntil`
 * placeholder). No row for anything else: the caller then takes the ordinary lookup, which lets
 * better-auth settle it.
 */
export const liveSessionUser = sql`
    select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name,
      ${users.lastName} as last_name, ${users.role} as role
    from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
    where ${sessions.token} = ${sql.placeholder('token')} and ${sessions.expiresAt} > now()
      and ${sessions.expiresAt} > ${sql.placeholder('freshUntil')}::timestamptz`;

/** The placeholders `liveSessionUser` reads: the session's token, and the instant it must expire after. */
export interface LiveSessionParams {
  token: string;
  freshUntil: string;
}

/** The live session's user as the statement selects it (`liveUserColumns`, from `live`). */
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

/**
 * Who is calling: the request's session token (its cookie's signature checked), and the ordinary
 * lookup for when the statement finds no live session (better-auth settles an expired or due one;
 * none at all is a 401).
 */
export interface SessionCaller {
  sessionToken: string | undefined;
  signedIn: () => Promise<SessionUser>;
}

export async function sessionCallerOf(c: Context<AppEnv>): Promise<SessionCaller> {
  return { sessionToken: await signedSessionTokenOf(c), signedIn: () => requireUser(c) };
}

/**
 * The hot path's first statement, run with the caller's session looked up in it, and the caller's user:
 * the one that statement found, else (no live session there) the ordinary lookup's, or its 401.
 */
export async function withSessionInStatement<T extends { user: StoredUser }>(
  deps: AppDeps,
  caller: SessionCaller,
  statement: (session: { token: string; freshUntil: Date }) => Promise<T | undefined>,
): Promise<{ user: SessionUser; found: T | undefined }> {
  const found = caller.sessionToken
    ? await statement({ token: caller.sessionToken, freshUntil: await refreshDueUntil(deps.auth) })
    : undefined;
  return { user: found ? toSessionUser(found.user) : await caller.signedIn(), found };
}
