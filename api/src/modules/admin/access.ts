import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { forbidden } from '../../lib/errors';
import { can, type Permission } from '../../lib/permissions';
import { requireUser } from '../../lib/session';
import type { SessionUser } from '../auth/auth.service';

/** Who is acting and in which request: what an audit row records besides the change itself. */
export interface Actor {
  user: SessionUser;
  requestId: string;
}

/** The signed-in caller as an actor (a 401 when signed out). */
export async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  return { user: await requireUser(c), requestId: c.var.requestId };
}

/** The admin tools' refusal (403) for anyone without the permission a call needs. */
export const ADMIN_ONLY = 'Admin access required.';

/** Permission first, before anything is read (docs/architecture.md, 'Add an endpoint'). */
export function assertCan(user: SessionUser, permission: Permission, message = ADMIN_ONLY) {
  if (!can(user.role, permission)) throw forbidden(message);
}
