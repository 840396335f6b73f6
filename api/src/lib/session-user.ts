import { type Role, roleOf } from './permissions';

/** The signed-in user as the rest of the API sees them. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
}

/** A user as better-auth or our session query hands it over (our extra fields may be absent). */
export interface StoredUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
}

/** That user as the rest of the API sees them: names null when unset, an unknown role a customer. */
export function toSessionUser(u: StoredUser): SessionUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    role: roleOf(u.role),
  };
}
