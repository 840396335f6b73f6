import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

/**
 * The component tests that replace a module or a global for their own file (vi.mock, vi.stubGlobal):
 * they keep a module graph of their own. The others share their worker's, as the API tests do:
 * re-importing React, Testing Library and msw for each file was 2 s a file, most of their run.
 */
const ownModules = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(`${webSrc}/${file}`, 'utf8')))
  .map((file) => `src/${file}`);

// Component tests run on React, as the shipped build does (tests/e2e drives that build).
const webProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) => ({
  plugins: [react()],
  resolve: { alias: { '@': webSrc } },
  test: {
    name,
    root: './web',
    ...files,
    isolate,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders are slow on a loaded 2-core CI machine: 5 s, then 15 s, timed passing tests out there.
    testTimeout: 30_000,
  },
});

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
      webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: ownModules }, false),
      webProject('web-own-modules', { include: ownModules }, true),
    ],
  },
});
