import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Queryable, Tx } from './client';

/**
 * Runs `work` in the transaction `db` already is, or in a new one: a service that must be atomic can
 * be called alone or as part of a caller's larger transaction, with no wrapper at the call site.
 */
export function inTransaction<T>(db: Queryable, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Tx) : (db as Database).transaction(work);
}
