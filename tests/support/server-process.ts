import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (shown when a test fails). */
  output: () => string;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
}

/**
 * The real server as a process of its own, run as `npm start` runs it (node with tsx's loader, the
 * embedded PostgreSQL under DATA_DIR) but without building the web app. The settings given replace
 * any of the surrounding environment's; the database is always embedded.
 */
export function startServerProcess(settings: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until /readyz answers 200; fails at once, with its output, if the server exits instead. */
export async function waitUntilReady(server: ServerProcess, baseUrl: string) {
  const ready = vi.waitFor(
    async () => {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.status !== 200) throw new Error(`/readyz answered ${res.status}`);
    },
    { timeout: 45_000, interval: 100 },
  );
  const exited = server.exited.then((code) => {
    throw new Error(`the server exited (code ${code}) before it was ready:\n${server.output()}`);
  });
  await Promise.race([ready, exited]);
}
