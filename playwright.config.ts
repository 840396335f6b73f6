import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// scripts/test.mjs picks free ports once and passes them down (the config is read by every worker).
const port = Number(process.env.E2E_PORT ?? 3210);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54410);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Whole journeys (sign up, buy, pay, scan) on a 2-core CI machine that also runs the server,
  // PostgreSQL and Chromium: a passing purchase took 30 s there. A hang still fails, just later.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: path.join(os.tmpdir(), `pentas-e2e-${port}`),
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a short run.
      SIGN_IN_MAX_ATTEMPTS: '1000',
      // A test's API client reuses a kept-alive connection: at the default 5 s, one sent just as the
      // server closed it was reset (ECONNRESET on a POST, once in a clean-clone run).
      HTTP_KEEP_ALIVE_SECONDS: '65',
      // Every browser and API client of the run comes from 127.0.0.1, and each keeps its connections
      // that long: at the default cap of 64 per address, the server reset a test's 65th (a GET, once).
      MAX_CONNECTIONS_PER_ADDRESS: '2000',
    },
  },
});
