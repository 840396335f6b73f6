// Fails when openapi/ differs from what the routes produce: run `npm run openapi` and commit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'pentas-openapi-'));
const doc = path.join(tmp, 'openapi.json');
const types = path.join(tmp, 'schema.d.ts');
const env = { ...process.env, OPENAPI_OUT: doc };
const steps = [
  ['npx', ['tsx', 'api/src/scripts/export-openapi.ts'], env],
  // The flags of openapi/package.json's `generate` (defaulted request fields stay optional).
  ['npx', ['openapi-typescript', doc, '-o', types, '--default-non-nullable=false'], process.env],
];
for (const [cmd, args, stepEnv] of steps) {
  const r = spawnSync(cmd, args, { cwd: root, env: stepEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const drift = [
  [doc, 'openapi/openapi.json'],
  [types, 'openapi/src/schema.d.ts'],
].filter(([fresh, committed]) => readFileSync(fresh, 'utf8') !== readFileSync(path.join(root, committed), 'utf8'));
if (drift.length) {
  console.error(
    `OpenAPI drift in ${drift.map(([, c]) => c).join(', ')}: run \`npm run openapi\` and commit the result.`,
  );
  process.exit(1);
}
console.log('openapi/ matches the routes');
