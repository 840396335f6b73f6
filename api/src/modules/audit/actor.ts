import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../lib/session';
import type { SessionUser } from '../../lib/session-user';

/** Who is acting and in which request: what an audit row records besides the change itself. */
export interface Actor {
  user: SessionUser;
  /** The server's own id of the request. */
  requestId: string;
  /** The client's X-Request-Id, kept apart. */
  clientRequestId?: string;
}

/** The request's ids as an audit row records them: the server's, and the client's apart. */
export const requestIdsOf = (c: Context<AppEnv>) => ({
  requestId: c.var.requestId,
  clientRequestId: c.var.clientRequestId,
});

/** The signed-in caller as an actor (a 401 when signed out). */
export async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  return { user: await requireUser(c), ...requestIdsOf(c) };
}
