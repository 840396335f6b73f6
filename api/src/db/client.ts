import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** A drizzle database over postgres.js, plus a way to close its pool. */
export function connect(url: string, options: { max?: number } = {}) {
  const sql = postgres(url, { max: options.max ?? 20, onnotice: () => undefined });
  const db = drizzle(sql, { schema });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

export type Database = ReturnType<typeof connect>['db'];
/** A transaction handle; queries take `Database | Tx`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

export async function runMigrations(db: Database) {
  await migrate(db, { migrationsFolder });
}
