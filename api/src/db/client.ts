import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { applyRoutines } from './routines';
import * as schema from './schema';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * A drizzle database over postgres.js, plus a way to close its pool. Its connections are named
 * `pentas` in pg_stat_activity. A dropped connection is replaced at the next query; one that cannot be
 * made fails that query within CONNECT_TIMEOUT_SECONDS (a 503, see lib/database-unavailable.ts).
 */
export function connect(url: string, options: { max?: number } = {}) {
  const sql = postgres(url, {
    max: options.max ?? 20,
    onnotice: () => undefined,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    connection: { application_name: 'pentas' },
  });
  const db = drizzle(sql, { schema });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

/** A database that does not accept a connection within this is away (postgres.js waits 30 s). */
const CONNECT_TIMEOUT_SECONDS = 5;

export type Database = ReturnType<typeof connect>['db'];
/** A transaction handle; queries take `Database | Tx`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

/** Any number, the same in every instance: the advisory lock migrations are run under. */
const MIGRATION_LOCK = 7_336_827;

/**
 * Applies the committed migrations, then the stored functions' sources (routines.ts), one instance at a
 * time: several instances started at once on one database would otherwise each apply the same pending
 * migration and all but one fail to start. The session-level advisory lock is held by one reserved
 * connection while the pool runs the migrations.
 */
export async function runMigrations(db: Database) {
  const lock = await db.$client.reserve();
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(db, { migrationsFolder });
    await applyRoutines(db);
  } finally {
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
    lock.release();
  }
}
