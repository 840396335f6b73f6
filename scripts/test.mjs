// npm test: every check, in the order that fails fastest. Installs what it needs (Chromium) and
// starts what it needs (embedded PostgreSQL, the built product). Ends with 'N passed, N failed'.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run, runKeepingOutput } from './lib.mjs';
import { freePorts } from './ports.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'pentas-test-reports-'));
const failedSteps = [];
const step = (title, command, args, env) => {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const status = run(command, args, { env: { ...process.env, ...env } });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (status !== 0) {
    console.error(`=== ${title}: FAILED after ${took}`);
    failedSteps.push(title);
  } else console.log(`=== ${title}: done in ${took}`);
  return status === 0;
};

/**
 * The product's build, which the browser tests start, runs beside the first checks: they use one
 * core each (tsc, knip, dependency-cruiser) and this machine has two. Its output is shown when it ends.
 * So does Chromium's install when it is missing.
 */
async function inBackground(title, command, args) {
  const started = Date.now();
  // Its end is printed once the step running then is over (that step blocks this process's events),
  // so the time given is when it was last seen running, not how long it took.
  const { status, output } = await runKeepingOutput(command, args);
  console.log(`\n=== ${title}\n${output}`);
  const by = `within ${Math.round((Date.now() - started) / 1000)} s`;
  if (status !== 0) {
    console.error(`=== ${title}: FAILED ${by}`);
    failedSteps.push(title);
  } else console.log(`=== ${title}: done ${by}`);
  return status === 0;
}

const build = inBackground('Build (web app and widget, for the browser tests)', 'npm', ['run', 'build', '--silent']);
// Installing Chromium (a minute on a new machine) is mostly download: it waits beside the checks too.
const chromium = inBackground('Chromium for browser tests', 'node', ['scripts/ensure-chromium.mjs']);
let ok = true;
ok = step('OpenAPI drift', 'node', ['scripts/openapi-check.mjs']) && ok;
ok = step('Lint (biome)', 'npx', ['biome', 'ci', '.']) && ok;
ok = step('Module boundaries (dependency-cruiser)', 'npm', ['run', 'lint:boundaries', '--silent']) && ok;
ok = step('Unused files, exports and dependencies (knip)', 'npm', ['run', 'lint:unused', '--silent']) && ok;
ok = step('Type check', 'npm', ['run', 'typecheck', '--silent']) && ok;
const vitestJson = path.join(reports, 'vitest.json');
ok =
  step('Unit, API and component tests (vitest)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]) && ok;
ok = (await build) && ok;
ok = (await chromium) && ok;
const playwrightJson = path.join(reports, 'playwright.json');
const [e2ePort, e2ePgPort] = await freePorts(2);
ok =
  step('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    E2E_PORT: String(e2ePort),
    E2E_PG_PORT: String(e2ePgPort),
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  }) && ok;

const counts = { passed: 0, failed: 0, skipped: 0 };
// The names of what failed are printed again last: a CI log that keeps only its tail still shows them.
const failedTests = [];
try {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  for (const file of v.testResults) {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${name} › ${test.fullName}`);
    // A file that failed outside its tests (it did not load, or a hook threw) names itself.
    if (file.status === 'failed' && failed.length === 0) failedTests.push(`${name}: ${file.message.split('\n')[0]}`);
  }
  counts.passed += v.numPassedTests;
  counts.failed += v.numFailedTests;
  counts.skipped += v.numPendingTests + v.numTodoTests;
} catch {
  if (ok) counts.failed += 1;
}
try {
  const report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) failedTests.push(`${spec.file}:${spec.line} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  const p = report.stats;
  counts.passed += p.expected + p.flaky;
  counts.failed += p.unexpected;
  counts.skipped += p.skipped;
} catch {
  if (ok) counts.failed += 1;
}
if (!ok && counts.failed === 0) counts.failed = 1; // a failed check that is not a test (lint, types, drift)
// A runner that reported failures fails the run, whatever its exit status said (one once exited 0
// after five failed tests: something in the run reset the status).
if (counts.failed > 0) ok = false;
if (failedSteps.length > 0) console.error(`\nSteps that failed: ${failedSteps.join('; ')}`);
for (const name of failedTests) console.error(`  failed: ${name}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
