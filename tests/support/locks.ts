import type { Sql, TransactionSql } from 'postgres';

/** Connections to this test's database waiting for a lock another transaction holds. */
export const lockWaiters = async (sql: Sql) =>
  (await sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`).length;

/** A transaction that does `work`, then stays open until released: another request's, in flight. */
export function transactionHeldOpen(sql: Sql, work: (tx: TransactionSql) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let done: Promise<unknown> = Promise.resolve();
  const opened = new Promise<void>((resolve) => {
    done = sql.begin(async (tx) => {
      await work(tx);
      resolve();
      await released;
    });
  });
  return { opened, release, done };
}
