import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../api/src/app';
import { connect } from '../../api/src/db/client';
import { createDeps } from '../../api/src/deps';
import { loadEnv } from '../../api/src/env';
import { createLogger } from '../../api/src/lib/logger';
import { createTicketSigner, generateTicketSigningKey } from '../../api/src/lib/ticket-signing';
import { TEMPLATE_DB, TEST_AUTH_SECRET } from './constants';

export const ORIGIN = 'http://localhost';

/**
 * The real app on a database of its own, cloned from the migrated and seeded template.
 * Call once per test file, at the top level; the database is dropped after the file.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}) {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DB}`);
  const databaseUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = connect(databaseUrl, { max: 10 });
  // Tests write rows straight into the database, so the catalog and analytics caches are off unless a
  // test turns them on.
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: adminUrl,
    LOG_LEVEL: 'silent',
    CATALOG_CACHE_SECONDS: '0',
    ANALYTICS_CACHE_SECONDS: '0',
    ...envOverrides,
  });
  const log = createLogger({ level: 'silent', pretty: false });
  const deps = createDeps({
    env,
    db: database.db,
    log,
    secret: TEST_AUTH_SECRET,
    baseURL: ORIGIN,
    storageDir: mkdtempSync(path.join(os.tmpdir(), 'pentas-objects-')),
    // A key of its own per test app, never written anywhere.
    ticketSigner: createTicketSigner(generateTicketSigningKey()),
  });
  const app = buildApp(deps, { trustedOrigins: [ORIGIN] });

  afterAll(async () => {
    await database.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  return { app, deps, db: database.db, sql: database.sql, databaseUrl };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];
