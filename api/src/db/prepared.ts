import type { Queryable } from './client';

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
