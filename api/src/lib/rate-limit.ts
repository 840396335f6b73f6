import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * Counts one attempt against `key` in a fixed window and says whether it is still within `max`.
 * One statement, so it holds across any number of API instances.
 */
export async function withinRateLimit(db: Queryable, key: string, max: number, windowSeconds: number) {
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_started_at end
    returning count`);
  return Number(rows[0]?.count ?? 0) <= max;
}
