import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { executePrepared } from '../db/prepared';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counters in PostgreSQL, one statement each, so they hold across any number of
 * API instances.
 */

/**
 * One attempt counted against `key`: a new window if the last one is over, else one more in it. With
 * `onlyBelow`, the count is taken only while under that many (the conditional form of takeSlot).
 */
export function countOne(
  key: string | Placeholder | SQL,
  windowSeconds: number,
  onlyBelow?: number,
  /** A FROM clause the key is read from (the checkout's session row); none: one attempt is counted. */
  from?: SQL,
) {
  const windowOver = sql`rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})`;
  return sql`
    insert into ${rateLimits} (key, count, window_started_at) select ${key}, 1, now() ${from ?? sql``}
    on conflict (key) do update set
      count = case when ${windowOver} then 1 else rate_limits.count + 1 end,
      window_started_at = case when ${windowOver} then now() else rate_limits.window_started_at end
    ${onlyBelow === undefined ? sql`` : sql`where ${windowOver} or rate_limits.count < ${onlyBelow}`}
    returning count`;
}

/** Counts one attempt against `key` and answers the count in the current window. */
export async function countAttempt(db: Database, key: string, windowSeconds: number): Promise<number> {
  const rows = await executePrepared<{ count: number }>(db, countOne(key, windowSeconds));
  return Number(rows[0]?.count ?? 0);
}

/** How many attempts `key` has in the current window, without counting one. */
export async function attemptsSoFar(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    select count from ${rateLimits}
    where key = ${key} and window_started_at >= now() - make_interval(secs => ${windowSeconds})`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Takes one of `max` slots of `key` in the current window, or none: one conditional statement, so of
 * any number of concurrent callers at most `max` get one (no read before and write after). True when
 * a slot was taken. A full window is left as it is, so refused attempts do not prolong it.
 */
export async function takeSlot(db: Database, key: string, windowSeconds: number, max: number): Promise<boolean> {
  const rows = await executePrepared<{ count: number }>(db, countOne(key, windowSeconds, max));
  return rows.length > 0;
}

/** Whole seconds until `key`'s current window ends (at least 1): what a refused caller is told to wait. */
export async function secondsLeftInWindow(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const rows = await db.execute<{ seconds: number }>(sql`
    select ceil(extract(epoch from window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int as seconds
    from ${rateLimits} where key = ${key}`);
  return Math.max(1, Number(rows[0]?.seconds ?? 1));
}

/** Gives a slot taken by `takeSlot` back (the attempt turned out not to count, e.g. a right password). */
export async function returnSlot(db: Queryable, key: string) {
  await db.execute(sql`update ${rateLimits} set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets counters whose window ended a day ago (run by the sweeps). */
export async function pruneRateLimits(db: Queryable) {
  const rows = await db.execute<{ key: string }>(
    sql`delete from ${rateLimits} where window_started_at < now() - interval '1 day' returning key`,
  );
  return rows.length;
}
