import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type { SessionUser } from '../../lib/session-user';

/** Who is acting and in which request: what an audit row records besides the change itself. */
export interface Actor {
  user: SessionUser;
  requestId: string;
}

/** The signed-in caller as an actor (a 401 when signed out). */
export async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  return { user: await requireUser(c), requestId: c.var.requestId };
}
