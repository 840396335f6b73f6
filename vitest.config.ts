import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, idle
    // while an API test waits on PostgreSQL. Two keep both cores busy (each API file has its own database).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'api/src/**/*.test.ts',
            'openapi/src/**/*.test.ts',
            'i18n/src/**/*.test.ts',
            'widgets/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Each file builds its own app on its own database (tests/support/app.ts), so files can
          // share a worker's loaded modules: re-importing the whole API per file was most of the run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Component tests run on React, as the shipped build does (tests/e2e drives that build).
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // jsdom renders are slow on a loaded 2-core CI machine: 5 s, then 15 s, timed passing tests out there.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
