import { readFileSync } from 'node:fs';
import type { Database } from './client';

/**
 * Stored functions whose source lives beside the code that calls them. Each file is one
 * `CREATE OR REPLACE FUNCTION` ending with `COMMENT ON FUNCTION … IS 'version N'`, applied after the
 * migrations at every start unless the database holds a newer version: an instance of an older
 * release restarting during a rolling deploy never puts its older function back. Listed by path:
 * db/ imports no module.
 */
const routineFiles = [new URL('../modules/orders/hold-orders.sql', import.meta.url)];

const VERSION = /COMMENT ON FUNCTION \w+\([^)]*\) IS 'version (\d+)';/;

/** The routine's name and the version its file declares. */
export function routineOf(text: string) {
  const name = /CREATE OR REPLACE FUNCTION (\w+)\(/.exec(text)?.[1];
  const version = VERSION.exec(text)?.[1];
  if (!name || !version) throw new Error("a routine file needs CREATE OR REPLACE FUNCTION and its 'version N' comment");
  return { name, version: Number(version) };
}

/** Applies every routine not older than the database's, inside the migrations' lock (one instance at a time). */
export async function applyRoutines(db: Database) {
  for (const file of routineFiles) {
    const text = readFileSync(file, 'utf8');
    const { name, version } = routineOf(text);
    const [stored] = await db.$client<{ comment: string | null }[]>`
      select obj_description(oid, 'pg_proc') as comment from pg_proc where proname = ${name}`;
    const storedVersion = Number(/^version (\d+)$/.exec(stored?.comment ?? '')?.[1] ?? 0);
    if (storedVersion <= version) await db.$client.unsafe(text);
  }
}
