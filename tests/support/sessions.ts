import { eq } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client';
import { sessions } from '../../api/src/db/schema';
import type { ApiClient } from './api-client';

/** The session token in a client's cookie (the part before its signature). */
export const sessionTokenOf = (client: ApiClient) =>
  decodeURIComponent(/session_token=([^;]+)/.exec(client.jar.cookie)?.[1] ?? '').split('.')[0];

/** Sets when a client's session expires (due for its refresh, or already over). */
export const setSessionExpiry = (db: Database, client: ApiClient, expiresAt: Date) =>
  db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.token, sessionTokenOf(client)));
