// npm run typecheck: tsc over every workspace and the tests, in two lanes at once (one tsc keeps one
// core busy; this machine has two). A project's errors are printed when its check ends.
import path from 'node:path';
import { root, runKeepingOutput } from './lib.mjs';

// About 30 s each on this machine: the tests (22 s) with the three small ones, the API with the web app.
const LANES = [
  ['tests', 'i18n', 'openapi', 'widgets'],
  ['api', 'web'],
];
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

/** `tsc -p project`, its errors printed when it ends; resolves to whether it passed. */
async function check(project) {
  const { status, output } = await runKeepingOutput(tsc, ['-p', project]);
  if (status !== 0) console.error(`tsc -p ${project}:\n${output}`);
  return status === 0;
}

async function lane(projects) {
  let ok = true;
  for (const project of projects) ok = (await check(project)) && ok;
  return ok;
}

const results = await Promise.all(LANES.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);
