import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from './client';

/**
 * A query built and prepared once per database handle, for the hottest reads and writes: drizzle
 * skips rebuilding its SQL, and PostgreSQL parses and plans it once per connection. `build` uses
 * `sql.placeholder(name)` for the values passed to `execute`.
 */
export function preparedPerHandle<Q>(build: (db: Queryable) => Q): (db: Queryable) => Q {
  const byHandle = new WeakMap<Queryable, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * Runs a raw drizzle `sql` statement as a prepared one: postgres.js names it by its text, once per
 * connection, so PostgreSQL parses and plans it once per connection. drizzle's `execute` sends it
 * unprepared; this is for raw statements on a hot path (the rate-limit counter every checkout and
 * sign-in takes). Not inside a transaction: it runs on the pool.
 */
export function executePrepared<Row>(db: Database, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db.$client.unsafe(text, params as never[], { prepare: true }) as unknown as Promise<Row[]>;
}

/**
 * A raw statement for the hottest paths, turned into text once: each call only fills its
 * `sql.placeholder(name)`s and runs it prepared, with no drizzle query building or row mapping
 * (about a tenth of the API's CPU per checkout when a flash sale was profiled). Rows come back as the
 * statement's column aliases name them, and `Params` names its placeholders, so a call without one is
 * a type error. Not inside a transaction: it runs on the pool.
 */
export function preparedStatement<Row, Params extends object>(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (db: Database, values: Params): Promise<Row[]> =>
    db.$client.unsafe(text, fillPlaceholders(params, values as Record<string, unknown>) as never[], {
      prepare: true,
    }) as unknown as Promise<Row[]>;
}
