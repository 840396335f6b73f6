import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../../api/src/db/client';
import { startEmbeddedPostgres } from '../../api/src/db/embedded';
import { installJobSchema } from '../../api/src/jobs/engine';
import { createAuth } from '../../api/src/lib/auth';
import { createLogger } from '../../api/src/lib/logger';
import { seedDemo } from '../../api/src/scripts/seed';
import { TEMPLATE_DB, TEST_AUTH_SECRET } from './constants';
import { freePort } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole run. The template database is migrated and seeded with
 * the demo accounts and events once; every test file clones it (tests/support/app.ts).
 */
export default async function setup(project: TestProject) {
  const log = createLogger({ level: 'warn', pretty: false });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pentas-test-'));
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), port: await freePort(), log });
  const admin = postgres(server.url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${TEMPLATE_DB}`);
  const templateUrl = server.url.replace(/\/postgres$/, `/${TEMPLATE_DB}`);
  const template = connect(templateUrl, { max: 2 });
  await runMigrations(template.db);
  const auth = createAuth({ db: template.db, log, secret: TEST_AUTH_SECRET, baseURL: 'http://localhost' });
  await seedDemo({ db: template.db, auth, log });
  // pg-boss's tables once, so a test that starts the job engine on its copy does not make them.
  await installJobSchema(templateUrl);
  await template.close();
  await admin.end();
  project.provide('pgAdminUrl', server.url);

  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
