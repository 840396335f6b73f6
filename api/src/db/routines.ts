import { readFileSync } from 'node:fs';
import type { Database } from './client';

/**
 * Stored functions whose source lives beside the code that calls them. Each file is one
 * `CREATE OR REPLACE FUNCTION`, applied after the migrations at every start, so the file is the one
 * source of the function. Listed by path: db/ imports no module.
 */
const routineFiles = [new URL('../modules/orders/hold-orders.sql', import.meta.url)];

/** Applies every routine, inside the migrations' lock (one instance at a time). */
export async function applyRoutines(db: Database) {
  for (const file of routineFiles) await db.$client.unsafe(readFileSync(file, 'utf8'));
}
