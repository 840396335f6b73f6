// npm run typecheck: tsc over every workspace and the tests, in two lanes at once (one tsc keeps one
// core busy; this machine has two). A project's errors are printed when its check ends.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

// About 30 s each on this machine: the tests (22 s) with the three small ones, the API with the web app.
const LANES = [
  ['tests', 'i18n', 'openapi', 'widgets'],
  ['api', 'web'],
];
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

/** `tsc -p project`, its output kept; resolves to whether it passed. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (status) => {
      if (status !== 0) console.error(`tsc -p ${project}:\n${output.trimEnd()}`);
      resolve(status === 0);
    });
  });
}

async function lane(projects) {
  let ok = true;
  for (const project of projects) ok = (await check(project)) && ok;
  return ok;
}

const results = await Promise.all(LANES.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);
