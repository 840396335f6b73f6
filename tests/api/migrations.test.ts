import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, runMigrations } from '../../api/src/db/client';

/** Instances started at once on a new database each run the migrations at start (server.ts). */
const adminUrl = inject('pgAdminUrl');
const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
const names: string[] = [];
afterAll(async () => {
  for (const name of names) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function emptyDatabase() {
  const name = `migrate_${randomBytes(6).toString('hex')}`;
  names.push(name);
  await admin.unsafe(`create database ${name}`);
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

describe('migrations', () => {
  it('are applied once when several instances start at once on an empty database', async () => {
    const url = await emptyDatabase();
    const instances = Array.from({ length: 3 }, () => connect(url, { max: 2 }));
    try {
      const results = await Promise.allSettled(instances.map(({ db }) => runMigrations(db)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'applied'))).toEqual([
        'applied',
        'applied',
        'applied',
      ]);
      const [{ applied }] = await instances[0].db.execute<{ applied: number }>(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      const files = await import('../../api/src/db/migrations/meta/_journal.json');
      expect(applied).toBe(files.entries.length);
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });
});
