import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** Whether the database answers a trivial statement. */
export async function databaseAnswers(db: Queryable) {
  await db.execute(sql`select 1`);
}
